// English strings of the outcomes part of the applications area (issue 40); they define its keys.
export const strings = {} as const;
