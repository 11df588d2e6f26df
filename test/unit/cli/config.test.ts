import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configFilePath, DEFAULT_URL, resolveConfig } from '../../../cli/src/config.ts';
import { CliError } from '../../../cli/src/errors.ts';

let home: string;
beforeEach(() => {
  home = mkdtempSync(join(tmpdir(), 'svc-admin-config-'));
});
afterEach(() => rmSync(home, { recursive: true, force: true }));

function writeToml(text: string, mode = 0o600): string {
  mkdirSync(join(home, '.svc'), { recursive: true });
  const path = join(home, '.svc', 'admin.toml');
  writeFileSync(path, text);
  chmodSync(path, mode);
  return path;
}

function configError(fn: () => unknown): CliError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(CliError);
    expect((err as CliError).kind).toBe('config');
    return err as CliError;
  }
  throw new Error('expected a config error');
}

describe('config resolution: flags > env > ~/.svc/admin.toml > default', () => {
  it('falls back to http://localhost:8080 and no key when nothing is configured', () => {
    const c = resolveConfig({}, { HOME: home });
    expect(c).toMatchObject({ url: DEFAULT_URL, apiKey: undefined, sources: { url: 'default', apiKey: 'none' } });
    expect(c.configFile).toBe(join(home, '.svc', 'admin.toml'));
    expect(c.warnings).toEqual([]);
  });

  it('reads url and apiKey from the file under HOME', () => {
    writeToml('url = "https://svc.example.org/"\napiKey = "file-key"\n');
    const c = resolveConfig({}, { HOME: home });
    expect(c).toMatchObject({
      url: 'https://svc.example.org',
      apiKey: 'file-key',
      sources: { url: 'file', apiKey: 'file' },
    });
  });

  it('environment beats the file', () => {
    writeToml('url = "https://file.example"\napiKey = "file-key"\n');
    const c = resolveConfig({}, { HOME: home, SVC_ADMIN_URL: 'http://env.example:9000', SVC_ADMIN_API_KEY: 'env-key' });
    expect(c).toMatchObject({
      url: 'http://env.example:9000',
      apiKey: 'env-key',
      sources: { url: 'env', apiKey: 'env' },
    });
  });

  it('flags beat the environment', () => {
    const c = resolveConfig(
      { url: 'http://flag.example', apiKey: 'flag-key' },
      { HOME: home, SVC_ADMIN_URL: 'http://env.example', SVC_ADMIN_API_KEY: 'env-key' },
    );
    expect(c).toMatchObject({
      url: 'http://flag.example',
      apiKey: 'flag-key',
      sources: { url: 'flag', apiKey: 'flag' },
    });
  });

  it('resolves the URL and the key independently, layer by layer', () => {
    writeToml('url = "https://file.example"\napiKey = "file-key"\n');
    expect(resolveConfig({ url: 'http://flag.example' }, { HOME: home })).toMatchObject({
      url: 'http://flag.example',
      apiKey: 'file-key',
      sources: { url: 'flag', apiKey: 'file' },
    });
    expect(resolveConfig({ apiKey: 'flag-key' }, { HOME: home, SVC_ADMIN_URL: 'http://env.example' })).toMatchObject({
      url: 'http://env.example',
      apiKey: 'flag-key',
      sources: { url: 'env', apiKey: 'flag' },
    });
    writeToml('apiKey = "only-key"\n');
    expect(resolveConfig({}, { HOME: home })).toMatchObject({
      url: DEFAULT_URL,
      apiKey: 'only-key',
      sources: { url: 'default', apiKey: 'file' },
    });
  });

  it('treats blank flags and variables as unset', () => {
    writeToml('url = "https://file.example"\n');
    const c = resolveConfig({ url: '  ', apiKey: '' }, { HOME: home, SVC_ADMIN_URL: '', SVC_ADMIN_API_KEY: ' ' });
    expect(c).toMatchObject({
      url: 'https://file.example',
      apiKey: undefined,
      sources: { url: 'file', apiKey: 'none' },
    });
  });

  it('honours HOME for the file location', () => {
    expect(configFilePath({ HOME: '/some/where' })).toBe(join('/some/where', '.svc', 'admin.toml'));
  });

  it('a malformed file is an operator-readable error naming the file and the line', () => {
    const path = writeToml('url = "https://ok.example"\napiKey = "unterminated\n');
    const err = configError(() => resolveConfig({}, { HOME: home }));
    expect(err.message).toContain(path);
    expect(err.message).toMatch(/not valid TOML at line 2/);
    expect(err.exitCode).toBe(1);
  });

  it('a value of the wrong type is an operator-readable error', () => {
    writeToml('url = 8080\n');
    expect(configError(() => resolveConfig({}, { HOME: home })).message).toMatch(
      /"url" must be a string, not a number/,
    );
  });

  it('does not read the file when flags and environment settle both values', () => {
    writeToml('this is not toml');
    const c = resolveConfig({ url: 'http://a.example' }, { HOME: home, SVC_ADMIN_API_KEY: 'k' });
    expect(c.sources).toEqual({ url: 'flag', apiKey: 'env' });
  });

  it('warns about unknown keys and about a key file other users can read', () => {
    writeToml('api_key = "typo"\n');
    expect(resolveConfig({}, { HOME: home }).warnings).toEqual([
      expect.stringMatching(/unknown key "api_key" ignored/),
    ]);
    writeToml('apiKey = "k"\n', 0o644);
    expect(resolveConfig({}, { HOME: home }).warnings).toEqual([
      expect.stringMatching(/readable by other users; run: chmod 600/),
    ]);
    writeToml('apiKey = "k"\n', 0o600);
    expect(resolveConfig({}, { HOME: home }).warnings).toEqual([]);
  });

  it('refuses URLs that are not http(s), naming where they came from', () => {
    expect(configError(() => resolveConfig({ url: 'not a url' }, { HOME: home })).message).toMatch(
      /^--url is not a valid URL/,
    );
    expect(configError(() => resolveConfig({}, { HOME: home, SVC_ADMIN_URL: 'ftp://x.example' })).message).toMatch(
      /^SVC_ADMIN_URL must be an http or https URL/,
    );
    writeToml('url = "http://x.example/?a=1"\n');
    expect(configError(() => resolveConfig({}, { HOME: home })).message).toMatch(
      /^url in .*admin\.toml must not carry a query/,
    );
  });

  it('keeps a base path and drops trailing slashes', () => {
    expect(resolveConfig({ url: 'https://gw.example/prod///' }, { HOME: home }).url).toBe('https://gw.example/prod');
  });
});
