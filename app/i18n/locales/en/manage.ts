// English strings for the manage screens; merged into the catalogue by ../en.ts.
export const manage = {} as const;
