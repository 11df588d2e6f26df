/** Graph constraints and indexes of the legacy semantic area, applied with the rest by graph/schema.ts. */
export const statements: readonly string[] = [];
