import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, pluginToggle } from '../../layers/core/src/platform/config/load.ts';
import { configKeys, envName } from '../../layers/core/src/platform/config/keys.ts';

describe('configuration loader', () => {
  it('applies every default of the spec table', () => {
    const c = loadConfig({});
    expect(c['svc.storage.provider']).toBe('dbfs');
    expect(c['svc.versioning.enabled']).toBe(false);
    expect(c['svc.provenance.retention-days']).toBe(730);
    expect(c['svc.files.s3.region']).toBe('us-east-1');
    expect(c['svc.files.s3.path-style-access']).toBe(true);
    expect(c['svc.plugins.compatibility.strict']).toBe(true);
    expect(c['svc.semantic.internal.handle-vocab-uris']).toBe('IGNORE');
    expect(c['svc.plugins.video.enabled']).toBe(false);
    expect(c['svc.instance.id']).toBeUndefined();
  });

  it('reads the env form and the dotted form, env form first', () => {
    expect(envName('svc.files.s3.access-key-id')).toBe('SVC_FILES_S3_ACCESS_KEY_ID');
    expect(loadConfig({ SVC_STORAGE_PROVIDER: 's3' })['svc.storage.provider']).toBe('s3');
    expect(loadConfig({ 'svc.storage.provider': 'none' })['svc.storage.provider']).toBe('none');
    expect(loadConfig({ SVC_STORAGE_PROVIDER: 's3', 'svc.storage.provider': 'none' })['svc.storage.provider']).toBe(
      's3',
    );
    expect(loadConfig({ SVC_PROVENANCE_RETENTION_DAYS: '-1' })['svc.provenance.retention-days']).toBe(-1);
    expect(
      loadConfig({ SVC_SEMANTIC_INTERNAL_PRESEED_ONTOLOGIES_SKIP_BUNDLES: 'a, b,,c' })[
        'svc.semantic.internal.preseed-ontologies.skip-bundles'
      ],
    ).toEqual(['a', 'b', 'c']);
  });

  it('names every invalid value in one error', () => {
    let err: unknown;
    try {
      loadConfig({ SVC_STORAGE_PROVIDER: 'ftp', SVC_VERSIONING_ENABLED: 'yes', SVC_PROVENANCE_RETENTION_DAYS: 'ten' });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    const problems = (err as ConfigError).problems;
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(
      /svc.storage.provider \(SVC_STORAGE_PROVIDER\) must be one of dbfs, s3, none, got "ftp"/,
    );
    expect(problems.join('\n')).toMatch(/SVC_VERSIONING_ENABLED\) must be true or false/);
  });

  it('presigned URL lifetimes: 15 and 5 minutes by default, 1 s to S3’s 7 days', () => {
    const c = loadConfig({});
    expect([c['svc.files.presign.upload-seconds'], c['svc.files.presign.download-seconds']]).toEqual([900, 300]);
    expect(loadConfig({ SVC_FILES_PRESIGN_UPLOAD_SECONDS: '2' })['svc.files.presign.upload-seconds']).toBe(2);
    expect(() => loadConfig({ SVC_FILES_PRESIGN_UPLOAD_SECONDS: '0' })).toThrow(
      /svc.files.presign.upload-seconds must be between 1 and 604800, got 0/,
    );
    expect(() => loadConfig({ SVC_FILES_PRESIGN_DOWNLOAD_SECONDS: '604801' })).toThrow(
      /svc.files.presign.download-seconds must be between 1 and 604800/,
    );
  });

  it('rule 1: HDF enabled with blank sidecar credentials fails', () => {
    expect(() => loadConfig({ SVC_HDF_ENABLED: 'true' })).toThrow(
      /svc.hdf.enabled is true but the sidecar credentials are blank/,
    );
    expect(() =>
      loadConfig({ SVC_HDF_ENABLED: 'true', SVC_HDF_SIDECAR_USERNAME: 'u', SVC_HDF_SIDECAR_PASSWORD: ' ' }),
    ).toThrow(ConfigError);
    expect(
      loadConfig({ SVC_HDF_ENABLED: 'true', SVC_HDF_SIDECAR_USERNAME: 'u', SVC_HDF_SIDECAR_PASSWORD: 'p' })[
        'svc.hdf.enabled'
      ],
    ).toBe(true);
    expect(loadConfig({ SVC_HDF_ENABLED: 'false' })['svc.hdf.enabled']).toBe(false);
  });

  it('svc.public-url: required when publishing is on, an http(s) base without query, fragment or credentials', () => {
    expect(loadConfig({})['svc.public-url']).toBe('');
    expect(() => loadConfig({ SVC_VERSIONING_ENABLED: 'true' })).toThrow(
      /svc\.public-url is required when publishing is on/,
    );
    expect(() => loadConfig({ SVC_VERSIONING_ENABLED: 'true', SVC_PUBLIC_URL: '  ' })).toThrow(ConfigError);
    expect(
      loadConfig({ SVC_VERSIONING_ENABLED: 'true', SVC_PUBLIC_URL: 'https://api.example.org/prod' })['svc.public-url'],
    ).toBe('https://api.example.org/prod');
    for (const bad of [
      'api.example.org',
      'ftp://api.example.org',
      'https://api.example.org/?a=1',
      'https://a.org/#x',
      'https://u:p@a.org',
    ])
      expect(() => loadConfig({ SVC_PUBLIC_URL: bad }), bad).toThrow(/svc\.public-url must/);
  });

  it('reads per-plugin toggles, undefined when unset', () => {
    expect(pluginToggle('file-s3', {})).toBeUndefined();
    expect(pluginToggle('file-s3', { SVC_PLUGINS_FILE_S3_ENABLED: 'false' })).toBe(false);
  });

  it('has unique keys, and every enum default is one of its values', () => {
    const keys = configKeys.map((k) => k.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const k of configKeys) {
      if (k.type === 'enum') expect(k.values).toContain(k.default);
    }
  });
});
