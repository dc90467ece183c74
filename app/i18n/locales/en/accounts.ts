// English strings for the accounts screens; merged into the catalogue by ../en.ts.
export const accounts = {} as const;
