/**
 * Multi-valued form fields (docs/templates.md, "Multi-valued fields"). A DataObject attribute holds
 * one string on both shelves, so a field that allows more than one value (its `sh:maxCount` is
 * absent or above 1) stores several values as the JSON text of an array of strings, and one value
 * as itself. Reading a multi-valued field's attribute turns a JSON array of strings back into its
 * values; anything else is one value. A field with `sh:maxCount 1` is never split.
 */
export interface CountedField {
  readonly maxCount: number | null;
}

export const multiValued = (f: CountedField): boolean => f.maxCount === null || f.maxCount > 1;

/** The attribute text of a field's values: one value as itself, none or several as a JSON array. */
export function storedValues(values: readonly string[]): string {
  return values.length === 1 ? values[0]! : JSON.stringify(values);
}

/** A field's values from its attribute text. */
export function readValues(f: CountedField, stored: string): string[] {
  if (!multiValued(f) || !stored.startsWith('[')) return [stored];
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return [stored];
  }
  return Array.isArray(parsed) && parsed.every((v) => typeof v === 'string') ? parsed : [stored];
}

/** The values a request gave for a field: a string is one value (or a stored array, as read back). */
export const givenValues = (f: CountedField, given: string | readonly string[]): string[] =>
  typeof given === 'string' ? readValues(f, given) : [...given];
