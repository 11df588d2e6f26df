/**
 * Multi-valued form fields (docs/templates.md, "Multi-valued fields"). A DataObject attribute holds
 * one string on both shelves, so a field that allows more than one value (its `sh:maxCount` is
 * absent or above 1) stores several values as the JSON text of an array of strings, and one value
 * as itself. Reading a multi-valued field's attribute turns a JSON array of strings back into its
 * values; anything else is one value. A field with `sh:maxCount 1` is never split. No value is no
 * attribute.
 */
export interface CountedField {
  readonly maxCount: number | null;
}

export const multiValued = (f: CountedField): boolean => f.maxCount === null || f.maxCount > 1;

/**
 * The attribute text of a field's values, read back exactly by `readValues`: none is no attribute
 * (undefined), one value is itself unless it would read back as several (a text that is itself a
 * JSON array of strings), anything else the JSON array.
 */
export function storedValues(f: CountedField, values: readonly string[]): string | undefined {
  if (values.length === 0) return undefined;
  const [only] = values;
  if (values.length === 1 && only !== undefined) {
    const back = readValues(f, only);
    if (back.length === 1 && back[0] === only) return only;
  }
  return JSON.stringify(values);
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
