import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, gateway, userWithKey, withKey } from '../support/local.ts';
import { expectProblem } from '../support/problem.ts';
import { multipart } from '../support/multipart.ts';
import { newCollection, newDataObject } from '../support/seed.ts';

/**
 * Issue 11, "bad input": every hostile request gets a clear 4xx problem, never a 500, and
 * nothing is half-written.
 */
const api = '/svc/api';
let h: Record<string, string>;
beforeAll(async () => {
  h = withKey((await userWithKey()).key);
});

const violationsOf = (body: unknown) =>
  ((body as { violations?: { field: string }[] }).violations ?? []).map((v) => v.field);

describe('malformed percent-encoding in the path', () => {
  it.each([
    '/svc/api/users/%FF',
    '/svc/api/collections/%',
    '/v2/ext/%E0%A4%A',
    '/svc/api/collections/1/dataObjects/%C0',
  ])('%s answers 400 problem JSON, with or without credentials', async (path) => {
    expectProblem(await call('GET', path), 400, 'request.invalid');
    expectProblem(await call('GET', path, { headers: h }), 400, 'request.invalid');
  });
});

describe('bounded names, descriptions and attribute maps', () => {
  const longName = 'n'.repeat(9000);

  it('refuses an oversized name on create and update of Collections, DataObjects, FileContainers and UserGroups', async () => {
    const c = await newCollection(h);
    const d = await newDataObject(c, h);
    const group = await call<{ id: number }>('POST', `${api}/userGroups`, {
      headers: h,
      body: { name: 'g', usernames: [] },
    });
    const fc = await call<{ id: number }>('POST', `${api}/fileContainers`, { headers: h, body: { name: 'fc' } });
    const writes: [string, string][] = [
      ['POST', `${api}/collections`],
      ['PUT', `${api}/collections/${c}`],
      ['POST', `${api}/collections/${c}/dataObjects`],
      ['PUT', `${api}/collections/${c}/dataObjects/${d}`],
      ['POST', `${api}/fileContainers`],
      ['POST', `${api}/userGroups`],
      ['PUT', `${api}/userGroups/${group.body.id}`],
    ];
    for (const [method, path] of writes) {
      const r = await call(method, path, { headers: h, body: { name: longName, usernames: [] } });
      expectProblem(r, 400, 'request.invalid');
      expect(violationsOf(r.body), `${method} ${path}`).toContain('name');
    }
    expect(fc.status).toBe(201);
    // Nothing was half-written: the originals keep their names.
    expect((await call<{ name: string }>('GET', `${api}/collections/${c}`, { headers: h })).body.name).toBe(
      'Collection',
    );
  });

  it('refuses an attribute map with 100,000 keys, an oversized value and an oversized description', async () => {
    const many = Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, 'v']));
    const r1 = await call('POST', `${api}/collections`, { headers: h, body: { name: 'big', attributes: many } });
    expectProblem(r1, 400, 'request.invalid');
    expect(violationsOf(r1.body)).toContain('attributes');
    const r2 = await call('POST', `${api}/collections`, {
      headers: h,
      body: { name: 'big', attributes: { k: 'v'.repeat(3000) } },
    });
    expectProblem(r2, 400, 'request.invalid');
    expect(violationsOf(r2.body)).toContain('attributes.k');
    const r3 = await call('POST', `${api}/collections`, {
      headers: h,
      body: { name: 'big', description: 'd'.repeat(70_000) },
    });
    expectProblem(r3, 400, 'request.invalid');
    expect(violationsOf(r3.body)).toContain('description');
    // Within the bounds, a large map is accepted and answered intact.
    const fine = Object.fromEntries(Array.from({ length: 256 }, (_, i) => [`key${i}`, 'x'.repeat(200)]));
    const ok = await call<{ attributes: Record<string, string> }>('POST', `${api}/collections`, {
      headers: h,
      body: { name: 'fits', attributes: fine },
    });
    expect(ok.status, ok.text).toBe(201);
    expect(ok.body.attributes).toEqual(fine);
  });

  it('documents the bounds in the OpenAPI document', async () => {
    const doc = await call<{
      paths: Record<
        string,
        Record<
          string,
          { requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> } }
        >
      >;
    }>('GET', '/svc/doc/openapi.json');
    const props =
      doc.body.paths['/svc/api/collections']?.['post']?.requestBody.content['application/json']?.schema.properties ??
      {};
    expect(props['name']).toMatchObject({ maxLength: 1024 });
    expect(JSON.stringify(props['attributes'])).toContain('"maxProperties":256');
  });
});

describe('invalid UTF-8 in a JSON body', () => {
  it('is refused with 400, not repaired to U+FFFD', async () => {
    const raw = Buffer.concat([Buffer.from('{"name":"ab'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]);
    const r = await call('POST', `${api}/collections`, { headers: { ...h, 'content-type': 'application/json' }, raw });
    expectProblem(r, 400, 'request.malformed-json');
    expect(r.text).toContain('UTF-8');
  });
});

describe('uploaded file names', () => {
  it.each([
    ['../../../../tmp/x', 'x'],
    ['/etc/passwd', 'passwd'],
    ['evil\u202Etxt.exe', 'eviltxt.exe'],
  ])('%j is stored and answered as %j', async (sent, stored) => {
    const fc = await call<{ id: number }>('POST', `${api}/fileContainers`, { headers: h, body: { name: 'names' } });
    const { body, contentType } = multipart([{ name: 'file', filename: sent, data: Buffer.from('payload') }]);
    const up = await call<{ oid: string; filename: string }>('POST', `${api}/fileContainers/${fc.body.id}/payload`, {
      headers: { ...h, 'content-type': contentType },
      raw: body,
    });
    expect(up.status, up.text).toBe(201);
    expect(up.body.filename).toBe(stored);
    const down = await fetch(`${gateway}${api}/fileContainers/${fc.body.id}/payload/${up.body.oid}`, { headers: h });
    expect(down.headers.get('content-disposition')).toContain(`filename="${stored}"`);
  });

  it('bounds a 5,000-character name and sends filename* for a non-ASCII one', async () => {
    const fc = await call<{ id: number }>('POST', `${api}/fileContainers`, { headers: h, body: { name: 'names' } });
    for (const [sent, check] of [
      [`${'a'.repeat(5000)}.csv`, (n: string) => Buffer.byteLength(n) <= 255 && n.endsWith('.csv')],
      ['Messdaten März.csv', (n: string) => n === 'Messdaten März.csv'],
    ] as const) {
      const { body, contentType } = multipart([{ name: 'file', filename: sent, data: Buffer.from('x') }]);
      const up = await call<{ oid: string; filename: string }>('POST', `${api}/fileContainers/${fc.body.id}/payload`, {
        headers: { ...h, 'content-type': contentType },
        raw: body,
      });
      expect(up.status, up.text).toBe(201);
      expect(check(up.body.filename)).toBe(true);
    }
    const list = await call<{ oid: string; filename: string }[]>('GET', `${api}/fileContainers/${fc.body.id}/payload`, {
      headers: h,
    });
    const umlaut = list.body.find((f) => f.filename.startsWith('Messdaten'));
    const down = await fetch(`${gateway}${api}/fileContainers/${fc.body.id}/payload/${umlaut?.oid ?? ''}`, {
      headers: h,
    });
    expect(down.headers.get('content-disposition')).toContain("filename*=UTF-8''Messdaten%20M%C3%A4rz.csv");
  });
});

describe('request headers over the limit', () => {
  it('answer 431 problem JSON', async () => {
    const url = new URL(gateway);
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(url.port), url.hostname, () => {
        socket.write(`GET /versionz HTTP/1.1\r\nHost: ${url.host}\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      });
      let data = '';
      socket.on('data', (c) => (data += c.toString()));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(reply).toMatch(/^HTTP\/1\.1 431 /);
    expect(reply).toMatch(/content-type: application\/problem\+json/i);
    const body = JSON.parse(reply.slice(reply.indexOf('\r\n\r\n') + 4)) as { status: number; type: string };
    expect(body.status).toBe(431);
    expect(body.type).toMatch(/request\.headers-too-large$/);
  });
});
