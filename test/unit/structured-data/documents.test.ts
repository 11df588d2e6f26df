import { describe, expect, it } from 'vitest';
import { checkDocument } from '#core/features/structured-data/documents.ts';
import { MAX_DOCUMENT_BYTES } from '#core/features/structured-data/store.ts';
import { thrownProblem } from '../../support/problem.ts';

describe('checkDocument: what a structured-data payload may be', () => {
  it('accepts JSON objects and arrays, whatever their spacing, numbers and Unicode', () => {
    for (const text of [
      '{}',
      '[]',
      ' \n{"a":1e400}\t',
      '[12345678901234567890,-0.0]',
      '{"😀":"\\ud83d\\ude00"}',
      '{"a":1,"a":2}',
    ]) {
      expect(() => checkDocument(text), text).not.toThrow();
    }
  });

  it('refuses what is not JSON, a scalar, null or a lone surrogate with a 400 naming payload', () => {
    for (const text of ['ab', '{"a":', '"s"', '12', 'null', 'true', '[] []', '["\ud800"]', '{"x":"\udc00"}']) {
      const p = thrownProblem(() => checkDocument(text));
      expect(p.status, text.slice(0, 20)).toBe(400);
      expect(JSON.stringify(p.extensions['violations'])).toContain('payload');
    }
  });

  it('counts the limit in UTF-8 bytes: 413 with limitBytes one byte beyond it', () => {
    const fits = `["${'x'.repeat(MAX_DOCUMENT_BYTES - 4)}"]`;
    expect(Buffer.byteLength(fits)).toBe(MAX_DOCUMENT_BYTES);
    expect(() => checkDocument(fits)).not.toThrow();
    const over = `["${'x'.repeat(MAX_DOCUMENT_BYTES - 5)}é"]`;
    expect(over.length).toBe(MAX_DOCUMENT_BYTES); // characters within the limit, bytes one beyond
    const p = thrownProblem(() => checkDocument(over));
    expect(p.status).toBe(413);
    expect(p.extensions['limitBytes']).toBe(MAX_DOCUMENT_BYTES);
  });
});
