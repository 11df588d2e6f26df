/** Graph constraints and indexes of the legacy search area, applied with the rest by graph/schema.ts. */
export const statements: readonly string[] = [];
