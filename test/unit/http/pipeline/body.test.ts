import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { bodyValidation } from '../../../../layers/core/src/http/pipeline/body.ts';
import type { RouteDef } from '../../../../layers/core/src/kernel/route-types.ts';
import { recordingNext, request, route } from './requests.ts';

const named = route({ method: 'PUT', request: { body: z.object({ name: z.string().min(1) }) } });

async function bodyOf(row: RouteDef, raw: string | Buffer | undefined, contentType?: string) {
  const { handed, next } = recordingNext();
  await bodyValidation.handle(
    request({
      route: row,
      rawBody: typeof raw === 'string' ? Buffer.from(raw) : raw,
      headers: contentType ? { 'content-type': contentType } : {},
    }),
    next,
  );
  return handed[0]?.body;
}

describe('body validation', () => {
  it('hands on a JSON body as the schema reads it', async () => {
    expect(await bodyOf(named, '{"name":"n"}', 'application/json')).toEqual({ name: 'n' });
  });

  it('refuses another media type (415), a missing body, malformed JSON or UTF-8 and schema violations (400)', async () => {
    await expect(bodyOf(named, '{"name":"n"}', 'text/plain')).rejects.toMatchObject({
      status: 415,
      detail: 'Content-Type must be application/json, got "text/plain".',
    });
    await expect(bodyOf(named, undefined)).rejects.toMatchObject({
      status: 400,
      detail: 'A request body is required.',
    });
    await expect(bodyOf(named, '{"name":', 'application/json')).rejects.toMatchObject({
      code: 'request.malformed-json',
    });
    await expect(bodyOf(named, Buffer.from([0x7b, 0xff, 0x7d]), 'application/json')).rejects.toMatchObject({
      code: 'request.malformed-json',
      detail: 'The request body is not valid UTF-8 (RFC 8259 requires it).',
    });
    await expect(bodyOf(named, '{"name":""}', 'application/json')).rejects.toMatchObject({
      status: 400,
      extensions: { violations: [{ field: 'name', message: expect.any(String) }] },
    });
  });

  it('reads a form body where the row accepts one, joining repeated fields with commas', async () => {
    const form = route({
      method: 'POST',
      request: {
        body: z.object({ a: z.string(), b: z.string() }),
        contentTypes: ['application/json', 'application/x-www-form-urlencoded'],
      },
    });
    expect(await bodyOf(form, 'a=1&a=2&b=x', 'application/x-www-form-urlencoded')).toEqual({ a: '1,2', b: 'x' });
  });

  it('reads int64 bodies exactly where the row asks for it', async () => {
    const row = route({ method: 'POST', request: { body: z.object({ t: z.bigint() }), jsonNumbers: 'int64' } });
    expect(await bodyOf(row, '{"t":9007199254740993}', 'application/json')).toEqual({ t: 9007199254740993n });
  });

  it('accepts no body on a row whose body is optional', async () => {
    const row = route({ method: 'PUT', request: { body: z.object({}), bodyOptional: true } });
    expect(await bodyOf(row, undefined, 'application/json')).toBeUndefined();
  });

  it('leaves a multipart body raw and refuses other media types on a multipart row (415)', async () => {
    const row = route({ method: 'POST', request: { multipart: { file: 'binary' } } });
    expect(await bodyOf(row, '--b\r\n', 'multipart/form-data; boundary=b')).toBeUndefined();
    await expect(bodyOf(row, '{}', 'application/json')).rejects.toMatchObject({
      status: 415,
      detail: 'Content-Type must be multipart/form-data, got "application/json".',
    });
  });

  it('refuses malformed JSON even on a row that declares no body, and ignores other bodies there', async () => {
    await expect(bodyOf(route(), '{', 'application/json')).rejects.toMatchObject({ code: 'request.malformed-json' });
    expect(await bodyOf(route(), '{', 'text/plain')).toBeUndefined();
    expect(await bodyOf(route(), '{"a":1}', 'application/merge-patch+json')).toEqual({ a: 1 });
  });
});
