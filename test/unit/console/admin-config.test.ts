import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  bannerValid,
  type LegacyConfig,
  legacyConfigPatch,
  legacyConsequences,
  successorUrlValid,
} from '../../../console/src/logic/legacy-config.ts';
import {
  BUNDLE_GATEWAY_MAX_BYTES,
  BUNDLE_ID as CONSOLE_BUNDLE_ID,
  BUNDLE_MAX_BYTES,
  BUNDLE_SERVICE_MAX_BYTES,
  bundleMetadata,
  bundleProblems,
  gzipForm,
} from '../../../console/src/logic/ontology-upload.ts';
import { LEGACY_DIRECT_MAX_BYTES } from '../../../console/src/logic/upload.ts';
import { BUNDLE_ID, MAX_BUNDLE_BYTES, uploadMetadata } from '../../../layers/core/src/features/ontologies/upload.ts';
import { legacyV1Config } from '../../../layers/core/src/features/legacy-shelf/v1-compat.ts';

const current: LegacyConfig = {
  shelfEnabled: true,
  deprecationHeaders: true,
  successorUrl: '/svc/doc/v2/openapi.json',
  bannerMessage: null,
};

describe('the legacy-shelf config editor', () => {
  it('patches only what changed, the shelf first in the consequences', () => {
    expect(legacyConfigPatch(current, { ...current })).toEqual({});
    const patch = legacyConfigPatch(current, { ...current, shelfEnabled: false, bannerMessage: '  moving ' });
    expect(patch).toEqual({ shelfEnabled: false, bannerMessage: 'moving' });
    expect(legacyConsequences(patch)).toEqual(['shelfOff', 'bannerMessage']);
    expect(legacyConsequences({ shelfEnabled: true, deprecationHeaders: false })).toEqual(['shelfOn', 'headersOff']);
  });

  it('sends an empty banner as null (no banner), and clearing one says so', () => {
    const withBanner = { ...current, bannerMessage: 'x' };
    const patch = legacyConfigPatch(withBanner, { ...withBanner, bannerMessage: '   ' });
    expect(patch).toEqual({ bannerMessage: null });
    expect(legacyConsequences(patch)).toEqual(['bannerCleared']);
    expect(legacyConfigPatch(current, { ...current, bannerMessage: '' })).toEqual({});
  });

  it('accepts what the singleton accepts for the successor link and the banner', () => {
    const schema = legacyV1Config.schema;
    expect(schema.safeParse({ ...current, successorUrl: 'x'.repeat(501) }).success).toBe(false);
    expect(successorUrlValid('x'.repeat(501))).toBe(false);
    expect(successorUrlValid(current.successorUrl)).toBe(true);
    expect(successorUrlValid('https://example.org/v2')).toBe(true);
    for (const bad of ['', 'javascript:alert(1)', '//evil.example', 'not a url', 'ftp://x.example'])
      expect(successorUrlValid(bad), bad).toBe(false);
    expect(bannerValid('b'.repeat(500))).toBe(true);
    expect(bannerValid('b'.repeat(501))).toBe(false);
    expect(schema.safeParse({ ...current, bannerMessage: 'b'.repeat(501) }).success).toBe(false);
  });
});

describe('an ontology bundle upload', () => {
  const draft = {
    id: 'lab-terms',
    iriPrefix: 'https://example.org/lab#',
    license: 'CC-BY-4.0',
    name: '',
    canonicalUrl: '',
  };
  const file = { name: 'lab.ttl', size: 1_000 };

  it("takes files up to the service's limit, whose compressed form must fit one gateway request", () => {
    expect(BUNDLE_SERVICE_MAX_BYTES).toBe(MAX_BUNDLE_BYTES);
    expect(BUNDLE_MAX_BYTES).toBe(MAX_BUNDLE_BYTES);
    expect(BUNDLE_GATEWAY_MAX_BYTES).toBe(LEGACY_DIRECT_MAX_BYTES);
    expect(bundleProblems(draft, { name: 'a.ttl', size: BUNDLE_MAX_BYTES })).toEqual({});
    expect(bundleProblems(draft, { name: 'a.ttl', size: BUNDLE_MAX_BYTES + 1 })).toEqual({ file: 'fileTooLarge' });
    expect(bundleProblems(draft, { name: 'a.ttl', size: 0 })).toEqual({ file: 'fileEmpty' });
    expect(bundleProblems(draft, undefined)).toEqual({ file: 'fileMissing' });
  });

  it('sends the form gzip-compressed with its boundary; a form that stays too large compressed is caught', async () => {
    const turtle = '@prefix ex: <https://example.org/lab#> .\n'.concat(
      Array.from({ length: 200_000 }, (_, i) => `ex:t${i} a ex:Term .\n`).join(''),
    );
    expect(turtle.length).toBeGreaterThan(BUNDLE_GATEWAY_MAX_BYTES);
    const form = new FormData();
    form.append('metadata', new Blob([bundleMetadata(draft)], { type: 'application/json' }), 'metadata.json');
    form.append('file', new Blob([turtle], { type: 'text/turtle' }), 'lab.ttl');
    const gz = await gzipForm(form);
    const boundary = /^multipart\/form-data; boundary=(.+)$/.exec(gz.contentType)?.[1];
    expect(boundary).toBeDefined();
    expect(gz.tooLarge).toBe(false);
    const inflated = gunzipSync(Buffer.from(await gz.body.arrayBuffer())).toString('utf8');
    expect(inflated.startsWith(`--${boundary}\r\n`)).toBe(true);
    expect(inflated).toContain(turtle);
    expect(inflated).toContain(bundleMetadata(draft));

    const noise = new FormData();
    noise.append('file', new Blob([randomBytes(BUNDLE_GATEWAY_MAX_BYTES + 1)]), 'noise.ttl');
    expect((await gzipForm(noise)).tooLarge).toBe(true);
  });

  it('checks the id like the route does, and the metadata it sends passes the route schema', () => {
    expect(CONSOLE_BUNDLE_ID.source).toBe(BUNDLE_ID.source);
    for (const id of ['', '.x', 'a/b', 'x'.repeat(65)])
      expect(bundleProblems({ ...draft, id }, file).id, id).toBe('id');
    expect(bundleProblems({ ...draft, iriPrefix: 'no iri', license: ' ' }, file)).toEqual({
      iriPrefix: 'iri',
      license: 'license',
    });
    expect(bundleProblems({ ...draft, canonicalUrl: 'ftp://x.example/a.ttl' }, file)).toEqual({ canonicalUrl: 'url' });
    const meta = JSON.parse(bundleMetadata(draft));
    expect(meta).toEqual({ id: 'lab-terms', iriPrefix: 'https://example.org/lab#', license: 'CC-BY-4.0' });
    expect(uploadMetadata.safeParse(meta).success).toBe(true);
    const full = JSON.parse(bundleMetadata({ ...draft, name: ' Lab ', canonicalUrl: 'https://example.org/lab.ttl' }));
    expect(uploadMetadata.safeParse(full).success).toBe(true);
    expect(full.name).toBe('Lab');
  });
});
