import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { characterCount, nameText, stringMap, text } from '../../../layers/core/src/kernel/bounds.ts';

/** A character beyond the BMP: one code point, two UTF-16 units, four UTF-8 bytes. */
const ASTRAL = '\u{1F9EA}';

describe('string bounds count characters, as the document states them', () => {
  it('counts a surrogate pair once, and a lone surrogate as one character', () => {
    expect(characterCount('')).toBe(0);
    expect(characterCount(`a${ASTRAL}b`)).toBe(3);
    expect(characterCount('\uD83E')).toBe(1);
    expect(characterCount('\uDDEAx')).toBe(2);
  });

  it('accepts exactly the documented maxLength of characters beyond the BMP, and refuses one more', () => {
    const name = ASTRAL.repeat(1024);
    expect(name.length).toBe(2048);
    expect(nameText.safeParse(name).success).toBe(true);
    const over = nameText.safeParse(ASTRAL.repeat(1025));
    expect(over.success).toBe(false);
    expect(over.error?.issues[0]).toMatchObject({ code: 'too_big', maximum: 1024 });
    expect(z.toJSONSchema(nameText)).toMatchObject({ maxLength: 1024, pattern: '\\S' });
  });

  it('keeps the other rules of a bounded string: a minimum, a blank name, map values', () => {
    expect(text(4, 1).safeParse('').success).toBe(false);
    expect(text(4, 1).safeParse(ASTRAL.repeat(4)).success).toBe(true);
    expect(text(4, 1).safeParse('abcde').success).toBe(false);
    expect(nameText.safeParse('   ').success).toBe(false);
    const map = stringMap({ maxKeys: 2, keyLength: 2, valueLength: 3, maxBytes: 1000 });
    expect(map.safeParse({ [ASTRAL.repeat(2)]: ASTRAL.repeat(3) }).success).toBe(true);
    expect(map.safeParse({ k: ASTRAL.repeat(4) }).success).toBe(false);
    expect(z.toJSONSchema(text(4, 1))).toMatchObject({ minLength: 1, maxLength: 4 });
  });
});
