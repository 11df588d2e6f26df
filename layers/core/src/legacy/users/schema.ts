/** Graph constraints and indexes of the legacy users area, applied with the rest by graph/schema.ts. */
export const statements: readonly string[] = [];
