import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeForClient, MIN_BYTES, negotiateCoding } from '../../../layers/core/src/http/compression.ts';
import type { LambdaResult } from '../../../layers/core/src/http/render.ts';

const bigJson = JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `obj-${i}`, ids: [i, i + 1] })));
const jsonResult = (body: string, headers: Record<string, string> = {}): LambdaResult => ({
  statusCode: 200,
  headers: { 'content-type': 'application/json', ...headers },
  body,
});

describe('negotiateCoding', () => {
  it('prefers br at equal weight, honours q-values and refusals', () => {
    expect(negotiateCoding('gzip, deflate, br')).toBe('br');
    expect(negotiateCoding('gzip, deflate')).toBe('gzip');
    expect(negotiateCoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(negotiateCoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(negotiateCoding('identity')).toBeUndefined();
    expect(negotiateCoding('*')).toBe('br');
    expect(negotiateCoding('*;q=0.1, br;q=0')).toBe('gzip');
    expect(negotiateCoding(undefined)).toBeUndefined();
  });
});

describe('encodeForClient', () => {
  it('encodes a large JSON answer as br or gzip, base64, with Content-Encoding and Vary', async () => {
    const br = await encodeForClient(jsonResult(bigJson), 'gzip, br');
    expect(br.isBase64Encoded).toBe(true);
    expect(br.headers?.['content-encoding']).toBe('br');
    expect(br.headers?.['vary']).toBe('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(br.body ?? '', 'base64')).toString('utf8')).toBe(bigJson);
    expect((br.body ?? '').length * 5).toBeLessThan(bigJson.length);
    const gz = await encodeForClient(jsonResult(bigJson, { Vary: 'Origin' }), 'gzip');
    expect(gz.headers?.['content-encoding']).toBe('gzip');
    expect(gz.headers?.['vary']).toBe('Origin, Accept-Encoding');
    expect(gz.headers?.['Vary']).toBeUndefined();
    expect(gunzipSync(Buffer.from(gz.body ?? '', 'base64')).toString('utf8')).toBe(bigJson);
  });

  it('weakens a strong ETag on the encoded answer only', async () => {
    const tagged = jsonResult(bigJson, { etag: '"abc"' });
    expect((await encodeForClient(tagged, 'br')).headers?.['etag']).toBe('W/"abc"');
    expect((await encodeForClient(tagged, undefined)).headers?.['etag']).toBe('"abc"');
    const weak = jsonResult(bigJson, { ETag: 'W/"abc"' });
    expect((await encodeForClient(weak, 'gzip')).headers?.['ETag']).toBe('W/"abc"');
  });

  it('leaves identity answers as they are but says they vary', async () => {
    const plain = await encodeForClient(jsonResult(bigJson), undefined);
    expect(plain.body).toBe(bigJson);
    expect(plain.isBase64Encoded).toBeUndefined();
    expect(plain.headers?.['content-encoding']).toBeUndefined();
    expect(plain.headers?.['vary']).toBe('Accept-Encoding');
  });

  it('leaves small, binary, non-JSON and already encoded answers alone', async () => {
    const small = jsonResult('{"a":1}');
    expect(await encodeForClient(small, 'br')).toBe(small);
    const problem = jsonResult(bigJson, { 'content-type': 'application/problem+json' });
    expect((await encodeForClient(problem, 'gzip')).headers?.['content-encoding']).toBe('gzip');
    const binary: LambdaResult = {
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(bigJson).toString('base64'),
      isBase64Encoded: true,
    };
    expect(await encodeForClient(binary, 'br')).toBe(binary);
    const text: LambdaResult = {
      statusCode: 200,
      headers: { 'content-type': 'text/html' },
      body: 'x'.repeat(MIN_BYTES * 2),
    };
    expect(await encodeForClient(text, 'br')).toBe(text);
    const encoded = jsonResult(bigJson, { 'Content-Encoding': 'gzip' });
    expect(await encodeForClient(encoded, 'br')).toBe(encoded);
  });

  it('keeps the identity body when encoding would not make it smaller', async () => {
    const noise = JSON.stringify(Array.from({ length: 3000 }, () => Math.random().toString(36)));
    const r = await encodeForClient(jsonResult(noise), 'gzip');
    expect(r.isBase64Encoded === true ? (r.body ?? '').length < noise.length : r.body === noise).toBe(true);
  });
});
