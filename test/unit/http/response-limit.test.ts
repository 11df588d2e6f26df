import { describe, expect, it } from 'vitest';
import { LAMBDA_RESPONSE_BYTES, withinResponseLimit } from '#core/http/response-limit.ts';

const json = (body: string, headers: Record<string, string> = {}) => ({
  statusCode: 200,
  headers: { 'content-type': 'application/json', ...headers },
  body,
});

describe("Lambda's response limit", () => {
  it('passes an answer that fits, unchanged', () => {
    const ok = json('x'.repeat(LAMBDA_RESPONSE_BYTES - 64 * 1024));
    expect(withinResponseLimit(ok, '/svc/api/collections/1/dataObjects')).toBe(ok);
  });

  it('answers 502 response.too-large past it, naming paging and compression', () => {
    const r = withinResponseLimit(json('x'.repeat(LAMBDA_RESPONSE_BYTES)), '/svc/api/collections/1/dataObjects');
    expect(r.statusCode).toBe(502);
    const body = JSON.parse(String(r.body)) as { type: string; detail: string; instance: string };
    expect(body.type).toMatch(/response\.too-large$/);
    expect(body.detail).toMatch(/page and size/);
    expect(body.detail).toMatch(/Accept-Encoding/);
    expect(body.instance).toBe('/svc/api/collections/1/dataObjects');
  });

  it('counts an encoded body as sent (base64), and does not suggest compressing it again', () => {
    const r = withinResponseLimit(
      { ...json('A'.repeat(LAMBDA_RESPONSE_BYTES), { 'content-encoding': 'br' }), isBase64Encoded: true },
      '/x',
    );
    expect(r.statusCode).toBe(502);
    expect(String(r.body)).not.toMatch(/Accept-Encoding/);
  });
});
