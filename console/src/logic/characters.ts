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

/** Whether `s` (absent counts as empty) fits `max` characters (code points): a form's submit check. */
export const fitsCharacters = (s: string | null | undefined, max: number): boolean => !s || !longerThan(s, max);

/** A Vuetify field rule: `true` when the value is acceptable, else the message to show. */
export type FieldRule = (value: unknown) => true | string;

/** The props that bound a text field in characters (bind with `v-bind`). */
export interface CharacterBound {
  /** The bound, shown by Vuetify's counter. */
  readonly counter: number;
  /** The counter counts characters (code points), as the API does. */
  readonly counterValue: (value: unknown) => number;
  /** The field's own rules, then one refusing a text longer than `counter` characters. */
  readonly rules: readonly FieldRule[];
}

/**
 * Bounds a text field to `max` characters as the API counts them, in place of the HTML `maxlength`
 * attribute (which counts UTF-16 units and silently truncates valid text beyond the BMP): the
 * counter counts code points and a rule shows `message(max)` above the bound. The rule only shows
 * the problem; the form's submit check must also refuse (`fitsCharacters`).
 */
export function characterBound(
  max: number,
  message: (max: number) => string,
  rules: readonly FieldRule[] = [],
): CharacterBound {
  const fits: FieldRule = (value) => typeof value !== 'string' || !longerThan(value, max) || message(max);
  return { counter: max, counterValue: countCharacters, rules: [...rules, fits] };
}
