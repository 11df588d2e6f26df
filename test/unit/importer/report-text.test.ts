import { describe, expect, it } from 'vitest';
import { MAX_REPORT_TEXT_BYTES, reportText } from '../../../layers/core/src/features/importer/store.ts';

describe("an import report's strings (they come from the source)", () => {
  it('keeps a short string as it is', () => {
    expect(reportText('user ada')).toBe('user ada');
    expect(reportText('x'.repeat(MAX_REPORT_TEXT_BYTES))).toBe('x'.repeat(MAX_REPORT_TEXT_BYTES));
  });

  it('cuts a long one to the byte bound at a character boundary, marking the cut', () => {
    const ascii = reportText('x'.repeat(10_000));
    expect(Buffer.byteLength(ascii)).toBe(MAX_REPORT_TEXT_BYTES);
    expect(ascii.endsWith('…')).toBe(true);
    // Four-byte characters: never half of one.
    const astral = reportText('\u{1F9EA}'.repeat(1_000));
    expect(Buffer.byteLength(astral)).toBeLessThanOrEqual(MAX_REPORT_TEXT_BYTES);
    expect(astral).toBe(`${'\u{1F9EA}'.repeat(63)}…`);
  });
});
