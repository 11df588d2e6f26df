import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ProblemError } from '../../../layers/core/src/kernel/problem.ts';
import type { ExportsStore } from '../../../layers/core/src/platform/storage/s3.ts';
import { inlineBytes, largeAnswer } from '../../../layers/core/src/platform/storage/large-answers.ts';

/**
 * Whether an answer goes inline is decided on what it costs of Lambda's 6 MB: a JSON answer travels
 * as a string in the function's JSON result, so its quotes and backslashes count twice.
 */
function memoryStore(): ExportsStore & { stored: Map<string, string> } {
  const stored = new Map<string, string>();
  return {
    stored,
    async upload(key) {
      const body = new PassThrough();
      const chunks: Buffer[] = [];
      body.on('data', (c: Buffer) => chunks.push(c));
      const done = new Promise<void>((resolve) =>
        body.on('end', () => {
          stored.set(key, Buffer.concat(chunks).toString());
          resolve();
        }),
      );
      return { key, body, done, abort: async () => undefined };
    },
    async presignGet(key) {
      return `https://bucket.example/${key}?X-Amz-Signature=x`;
    },
  };
}

async function* pieces(...xs: string[]): AsyncIterable<string> {
  yield* xs;
}

const beyond = () => new ProblemError('request.invalid', 'too long');

describe('large answers: the inline limit counts what the JSON result carries', () => {
  it('counts a JSON piece escaped, any other piece as its bytes', () => {
    expect(inlineBytes('a"b\\c', 'application/json')).toBe(7);
    expect(inlineBytes('a"b\\c', 'text/csv')).toBe(5);
    expect(inlineBytes('ü', 'application/json')).toBe(2);
  });

  it('stores a quote-heavy JSON answer whose raw bytes fit the limit but whose escaped ones do not', async () => {
    const store = memoryStore();
    const body = '"x",'.repeat(25); // 100 bytes raw, 150 escaped
    const r = await largeAnswer(pieces(body), {
      inlineLimit: 120,
      contentType: 'application/json',
      extension: 'json',
      beyond,
      store,
    });
    expect(r.status).toBe(303);
    expect([...store.stored.values()]).toEqual([body]);
  });

  it('answers the same answer inline when its escaped size fits', async () => {
    const store = memoryStore();
    const body = '"x",'.repeat(25);
    const r = await largeAnswer(pieces(body), {
      inlineLimit: 150,
      contentType: 'application/json',
      extension: 'json',
      beyond,
      store,
    });
    expect(r.status).toBe(200);
    expect(r.body).toBe(body);
    expect(store.stored.size).toBe(0);
  });
});
