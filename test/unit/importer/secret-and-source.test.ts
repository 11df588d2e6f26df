import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deriveImportKey, openWith, sealWith } from '../../../layers/core/src/features/importer/secret.ts';
import { apiRootOf } from '../../../layers/core/src/features/importer/source.ts';
import { jobIdOf } from '../../../layers/core/src/features/importer/start.ts';
import { ProblemError } from '../../../layers/core/src/kernel/problem.ts';

describe('the sealed source API key', () => {
  const key = deriveImportKey(randomBytes(32));

  it('opens to the key it sealed, and never holds it in clear', () => {
    const sealed = sealWith(key, 'the-source-api-key', 'job-1');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('the-source-api-key');
    expect(Buffer.from(sealed.split('.')[3] ?? '', 'base64url').toString('latin1')).not.toContain('source');
    expect(openWith(key, sealed, 'job-1')).toBe('the-source-api-key');
    expect(sealWith(key, 'the-source-api-key', 'job-1')).not.toBe(sealed);
  });

  it('refuses another job, another key or a changed byte', () => {
    const sealed = sealWith(key, 'k', 'job-1');
    expect(() => openWith(key, sealed, 'job-2')).toThrow();
    expect(() => openWith(deriveImportKey(randomBytes(32)), sealed, 'job-1')).toThrow();
    const parts = sealed.split('.');
    const ct = Buffer.from(parts[3] ?? '', 'base64url');
    ct[0] = (ct[0] ?? 0) ^ 1;
    expect(() => openWith(key, [...parts.slice(0, 3), ct.toString('base64url')].join('.'), 'job-1')).toThrow();
    expect(() => openWith(key, 'garbage', 'job-1')).toThrow(/malformed/);
  });
});

describe('the source address', () => {
  it('is the legacy API root: a bare origin means /svc/api, a path is kept without its trailing slash', () => {
    expect(apiRootOf('http://127.0.0.1:8187')).toBe('http://127.0.0.1:8187/svc/api');
    expect(apiRootOf('http://127.0.0.1:8187/')).toBe('http://127.0.0.1:8187/svc/api');
    expect(apiRootOf('https://shepard.example.org/shepard/api/')).toBe('https://shepard.example.org/shepard/api');
  });

  it('follows the SSRF rules of repository endpoints (loopback allowed, link-local and credentials refused) with a 400', () => {
    for (const bad of [
      'ftp://h/x',
      'file:///etc/passwd',
      'http://169.254.169.254/latest',
      'http://[fe80::1]/',
      'http://[::ffff:169.254.169.254]/',
      'http://u:p@h/',
      'http://h/#x',
      'http://h/api?x=1',
      'not a url',
    ]) {
      let err: unknown;
      try {
        apiRootOf(bad);
      } catch (e) {
        err = e;
      }
      expect(err, bad).toBeInstanceOf(ProblemError);
      expect((err as ProblemError).status, bad).toBe(400);
    }
  });
});

describe('the job id', () => {
  it('is the same for the same source Collection and target name, and differs otherwise', () => {
    const a = jobIdOf('http://h/svc/api', 5, undefined);
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(jobIdOf('http://h/svc/api', 5, undefined)).toBe(a);
    expect(jobIdOf('http://h/svc/api', 6, undefined)).not.toBe(a);
    expect(jobIdOf('http://h/svc/api', 5, 'Copy')).not.toBe(a);
    expect(jobIdOf('http://other/svc/api', 5, undefined)).not.toBe(a);
  });
});

describe('the appId of a copy', () => {
  it('is a version-8 UUID fixed by job, kind and source id', async () => {
    const { importedAppId } = await import('../../../layers/core/src/features/importer/target.ts');
    const a = importedAppId('job', 'dataObject', 7);
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(importedAppId('job', 'dataObject', 7)).toBe(a);
    expect(
      new Set([
        a,
        importedAppId('job', 'dataObject', 8),
        importedAppId('job', 'collection', 7),
        importedAppId('other', 'dataObject', 7),
      ]).size,
    ).toBe(4);
  });
});
