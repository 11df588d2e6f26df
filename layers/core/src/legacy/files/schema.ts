/** Graph constraints and indexes of the legacy files area, applied with the rest by graph/schema.ts. */
export const statements: readonly string[] = [];
