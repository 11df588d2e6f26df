/**
 * Counting text as the API bounds it: in characters (Unicode code points), as JSON Schema's
 * `maxLength` counts them and the kernel's `chars()` checks them. `String.length` and the HTML
 * `maxlength` attribute count UTF-16 units instead, so an emoji or a rarer CJK character counts twice
 * there and a valid name beyond the Basic Multilingual Plane would be refused below its bound.
 */

/** The number of characters (code points) of `s`: a surrogate pair counts once. */
export function characterCount(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++, n++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
  }
  return n;
}

/** Whether `s` is longer than `max` characters (code points). */
export const longerThan = (s: string, max: number): boolean => s.length > max && characterCount(s) > max;

/** A text field's counter (Vuetify `counter-value`): characters, as the API counts them. */
export const countCharacters = (value: unknown): number => (typeof value === 'string' ? characterCount(value) : 0);
