import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHome, svcAdmin, type Run } from '../support/svc-admin.ts';
import { adminKey, call, gateway, userWithKey, withKey } from '../support/local.ts';
import { MAX_BUNDLE_BYTES } from '../../layers/core/src/features/ontologies/upload.ts';

/**
 * `svc-admin semantic …` as the operator runs it (the real bin, a private HOME) against the
 * gateway. Changes touch only a bundle this file uploads, under its own IRI prefix, so other
 * tests on the shared graph see nothing of it.
 */
let home: string;
const admin = (...args: string[]) => svcAdmin(home, ['--url', gateway, ...args], { SVC_ADMIN_API_KEY: adminKey() });
const json = <T = Record<string, unknown>>(r: Run): T => JSON.parse(r.stdout) as T;

const id = `cli-${randomUUID().slice(0, 8)}`;
const bigId = `${id}-big`;
const ns = `urn:test:${id}:`;
let file: string;

beforeAll(() => {
  home = adminHome();
  file = join(home, `${id}.ttl`);
  writeFileSync(
    file,
    `@prefix skos: <http://www.w3.org/2004/02/skos/core#> .\n<${ns}Nacelle> a skos:Concept ; skos:prefLabel "Quokkanacelle"@en .\n`,
  );
});
afterAll(async () => {
  await call('DELETE', `/v2/admin/semantic/ontologies/${id}`, { headers: { 'x-api-key': adminKey() } });
  await call('DELETE', `/v2/admin/semantic/ontologies/${bigId}`, { headers: { 'x-api-key': adminKey() } });
  rmSync(home, { recursive: true, force: true });
});

interface Bundle {
  id: string;
  source: string;
  required: boolean;
  enabled: boolean;
  importedSha256: string | null;
  sha256: string;
}

describe('svc-admin semantic', () => {
  it('ontologies list: a table, or JSON with the fourteen built-ins first', async () => {
    const h = await admin('semantic', 'ontologies', 'list');
    expect(h.code, h.stderr).toBe(0);
    expect(h.stdout.split('\n')[0]).toMatch(/^ID\s+SOURCE\s+REQUIRED\s+ENABLED\s+IMPORTED\s+BYTES\s+LICENSE\s+NAME$/);
    expect(h.stdout).toMatch(/^prov-o\s+builtin\s+true\s+true\s/m);
    const j = await admin('semantic', 'ontologies', 'list', '-o', 'json');
    expect(j.code, j.stderr).toBe(0);
    const builtins = json<{ ontologies: Bundle[] }>(j).ontologies.filter((b) => b.source === 'builtin');
    expect(builtins).toHaveLength(14);
    expect(builtins[0]).toMatchObject({ id: 'prov-o', required: true, enabled: true });
  });

  it('disabling a required bundle is 409 semantic.bundle.required: exit 1, in both modes', async () => {
    const h = await admin('semantic', 'ontologies', 'disable', 'obo-relations');
    expect(h.code).toBe(1);
    expect(h.stdout).toBe('');
    expect(h.stderr).toMatch(/^error: .*obo-relations is required.*\(HTTP 409\)$/m);
    const j = await admin('semantic', 'ontologies', 'disable', 'prov-o', '-o', 'json');
    expect(j.code).toBe(1);
    expect(json(j)).toMatchObject({
      error: { kind: 'http', status: 409, type: 'https://svc.example.org/errors/semantic.bundle.required' },
    });
    const missing = await admin('semantic', 'ontologies', 'enable', 'no-such-bundle');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/\(HTTP 404\)/);
  });

  it('upload, disable, enable, refresh (imports it), remove: each in both modes with its exit code', async () => {
    const up = await admin(
      'semantic',
      'ontologies',
      'upload',
      '--file',
      file,
      '--id',
      id,
      '--iri-prefix',
      ns,
      '--license',
      'CC0-1.0',
      '--name',
      'CLI test bundle',
      '-o',
      'json',
    );
    expect(up.code, up.stdout + up.stderr).toBe(0);
    expect(json<{ ontology: Bundle }>(up).ontology).toMatchObject({
      id,
      name: 'CLI test bundle',
      source: 'user',
      enabled: true,
      importedSha256: null,
    });

    const again = await admin(
      'semantic',
      'ontologies',
      'upload',
      '--file',
      file,
      '--id',
      id,
      '--iri-prefix',
      ns,
      '--license',
      'CC0-1.0',
    );
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/\(HTTP 409\)/);
    const bad = await admin(
      'semantic',
      'ontologies',
      'upload',
      '--file',
      file,
      '--id',
      '../x',
      '--iri-prefix',
      ns,
      '--license',
      'CC0-1.0',
      '-o',
      'json',
    );
    expect(bad.code).toBe(1);
    expect(json(bad)).toMatchObject({
      error: { status: 400, type: 'https://svc.example.org/errors/semantic.bundle.bad-metadata' },
    });

    const off = await admin('semantic', 'ontologies', 'disable', id);
    expect(off.code, off.stderr).toBe(0);
    expect(off.stdout).toMatch(new RegExp(`^Ontology bundle ${id} is now disabled\\.`));
    const on = await admin('semantic', 'ontologies', 'enable', id, '-o', 'json');
    expect(on.code).toBe(0);
    expect(json<{ ontology: Bundle }>(on).ontology.enabled).toBe(true);

    const refreshed = await admin('semantic', 'refresh-ontologies', `--bundles=${id}`, '-o', 'json');
    expect(refreshed.code, refreshed.stdout + refreshed.stderr).toBe(0);
    expect(json(refreshed)).toEqual({ requested: 1, refreshed: 1, alreadyCurrent: 0, errors: [] });
    const current = await admin('semantic', 'refresh-ontologies', '--bundles', id);
    expect(current.code).toBe(0);
    expect(current.stdout).toBe('Bundles requested: 1, refreshed: 0, already current: 1, errors: 0\n');
    const { key } = await userWithKey();
    const terms = await call<{ uri: string }[]>('GET', '/v2/semantic/terms/search?q=quokkanacelle', {
      headers: withKey(key),
    });
    expect(terms.body.map((t) => t.uri)).toContain(`${ns}Nacelle`);

    const listed = await admin('semantic', 'ontologies', 'list');
    expect(listed.stdout).toMatch(new RegExp(`^${id}\\s+user\\s+false\\s+true\\s+yes\\s`, 'm'));

    const builtin = await admin('semantic', 'ontologies', 'remove', 'prov-o');
    expect(builtin.code).toBe(1);
    expect(builtin.stderr).toMatch(/\(HTTP 409\)/);
    const removed = await admin('semantic', 'ontologies', 'remove', id, '-o', 'json');
    expect(removed.code, removed.stderr).toBe(0);
    expect(json(removed)).toEqual({ removed: id });
    const gone = await admin('semantic', 'ontologies', 'remove', id);
    expect(gone.code).toBe(1);
    expect(gone.stderr).toMatch(/\(HTTP 404\)/);
  });

  it('refresh-ontologies with an erring bundle: the errors table (human) or list (json), exit 1', async () => {
    const h = await admin('semantic', 'refresh-ontologies', '--bundles=no-such-bundle');
    expect(h.code).toBe(1);
    expect(h.stdout).toBe(
      'Bundles requested: 1, refreshed: 0, already current: 0, errors: 1\nBUNDLE          REASON\nno-such-bundle  no such bundle\n',
    );
    const j = await admin('semantic', 'refresh-ontologies', '--bundles=no-such-bundle', '-o', 'json');
    expect(j.code).toBe(1);
    expect(json(j)).toEqual({
      requested: 1,
      refreshed: 0,
      alreadyCurrent: 0,
      errors: [{ bundle: 'no-such-bundle', reason: 'no such bundle' }],
    });
  });

  it('ontologies upload: the full 10 MB goes through (sent gzip-compressed), one byte more is 400 semantic.bundle.too-large', async () => {
    const big = join(home, `${bigId}.ttl`);
    writeFileSync(big, turtleOf(MAX_BUNDLE_BYTES));
    const args = (path: string) => [
      'semantic',
      'ontologies',
      'upload',
      '--file',
      path,
      '--id',
      bigId,
      '--iri-prefix',
      ns,
      '--license',
      'CC0-1.0',
      '-o',
      'json',
    ];
    const up = await admin(...args(big));
    expect(up.code, up.stderr).toBe(0);
    expect(json<{ ontology: { id: string; byteSize: number } }>(up).ontology).toMatchObject({
      id: bigId,
      byteSize: MAX_BUNDLE_BYTES,
    });
    expect(
      (await call('DELETE', `/v2/admin/semantic/ontologies/${bigId}`, { headers: withKey(adminKey()) })).status,
    ).toBe(204);

    // Sent as it is, the same body is more than a Lambda invocation carries: what the compression is for.
    const boundary = 'svc-cli-test';
    const plain = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="metadata"\r\n\r\n${JSON.stringify({ id: bigId, iriPrefix: ns, license: 'CC0-1.0' })}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.ttl"\r\nContent-Type: text/turtle\r\n\r\n`,
      ),
      turtleOf(MAX_BUNDLE_BYTES),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const refused = await call('POST', '/v2/admin/semantic/ontologies', {
      headers: { ...withKey(adminKey()), 'content-type': `multipart/form-data; boundary=${boundary}` },
      raw: plain,
    });
    expect(refused.status).toBe(413);

    const bigger = join(home, `${bigId}-over.ttl`);
    writeFileSync(bigger, turtleOf(MAX_BUNDLE_BYTES + 1));
    const over = await admin(...args(bigger));
    expect(over.code).toBe(1);
    expect(json(over)).toMatchObject({
      error: { status: 400, type: 'https://svc.example.org/errors/semantic.bundle.too-large' },
    });
  }, 120_000);
});

/** Valid Turtle of exactly `bytes` bytes under this file's prefix: one labelled concept a line, padded by a comment. */
function turtleOf(bytes: number): Buffer {
  const head = `@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .\n`;
  const lines = [head];
  let size = head.length;
  for (let i = 0; size < bytes - 300; i++) {
    const line = `<${ns}big${i}> rdfs:label "big test concept ${i}" .\n`;
    lines.push(line);
    size += Buffer.byteLength(line);
  }
  lines.push(`#${'x'.repeat(bytes - size - 2)}\n`);
  return Buffer.from(lines.join(''));
}
