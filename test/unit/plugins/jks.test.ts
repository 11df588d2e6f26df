import { execFileSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { JksError, readJks } from '#core/platform/plugins/jks.ts';
import { cleanupTempDirs, hasTool, jksTruststore, makePki, tempDir } from './helpers.ts';

afterAll(cleanupTempDirs);

/** Stores written by the JDK's keytool: the reader must agree with the format's only real producer. */
describe.skipIf(!hasTool('keytool'))('JKS reader (node:crypto)', () => {
  const pki = makePki();
  const dir = tempDir('svc-jks-test-');
  const store = jksTruststore(dir, [pki.ca, pki.rogueCa], 'changeit');
  // A private-key entry beside the two trusted certificates: skipped, never decrypted.
  execFileSync(
    'keytool',
    [
      '-genkeypair',
      '-noprompt',
      '-alias',
      'own',
      '-keyalg',
      'EC',
      '-dname',
      'CN=own',
      '-keystore',
      store,
      '-storepass',
      'changeit',
      '-keypass',
      'changeit',
      '-storetype',
      'JKS',
    ],
    { stdio: 'pipe' },
  );
  const bytes = readFileSync(store);

  it('returns every trusted certificate, by alias, and skips private-key entries', () => {
    const certs = readJks(bytes, 'changeit');
    expect(certs.map((c) => c.alias).sort()).toEqual(['ca0', 'ca1']);
    const subjects = certs.map((c) => new X509Certificate(c.der).subject).sort();
    expect(subjects).toEqual(
      [new X509Certificate(pki.ca.certPem).subject, new X509Certificate(pki.rogueCa.certPem).subject].sort(),
    );
    expect(certs.every((c) => c.type === 'X.509')).toBe(true);
  });

  it('refuses a wrong password, a changed byte, a truncated store and other formats', () => {
    expect(() => readJks(bytes, 'wrong')).toThrow(JksError);
    const changed = Buffer.from(bytes);
    changed[40] = (changed[40] ?? 0) ^ 1;
    expect(() => readJks(changed, 'changeit')).toThrow(/tampered with, or password was incorrect/);
    expect(() => readJks(bytes.subarray(0, 30), 'changeit')).toThrow(JksError);
    expect(() => readJks(Buffer.from('-----BEGIN CERTIFICATE-----'), 'changeit')).toThrow(/not a JKS keystore/);
    const p12 = jksTruststore(dir, [pki.ca], 'changeit', 'PKCS12', 'store.p12');
    expect(() => readJks(readFileSync(join(p12)), 'changeit')).toThrow(/not a JKS keystore/);
  });
});
