// English strings for the jobs screens; merged into the catalogue by ../en.ts.
export const jobs = {} as const;
