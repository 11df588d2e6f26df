import { execFileSync, spawnSync } from 'node:child_process';
import {
  appendFileSync,
  copyFileSync,
  existsSync,
  readFileSync,
  renameSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { logger } from '../../../layers/core/src/platform/observability/logger.ts';
import { discoverAllPlugins as discoverPlugins } from '../../../layers/core/src/platform/plugins/drop-ins.ts';
import { createSignature, folderDigest, verifySignature } from '../../../layers/core/src/platform/plugins/signature.ts';
import {
  detectTruststoreFormat,
  loadTruststore,
  parseTruststore,
} from '../../../layers/core/src/platform/plugins/truststore.ts';
import {
  archivePlugin,
  cleanupTempDirs,
  folderPlugin,
  hasTool,
  jksTruststore,
  makeIdentity,
  makePki,
  options,
  pemTruststore,
  pkcs12Truststore,
  sign,
  tempDir,
  type Pki,
} from './helpers.ts';

let pki: Pki;
let keys: string; // a dir with the truststores
let pem: string;
let p12: string;

beforeAll(() => {
  pki = makePki();
  keys = tempDir('svc-plugin-keys-');
  pem = pemTruststore(keys, [pki.ca]);
  p12 = pkcs12Truststore(keys, [pki.ca], 'changeit');
});
afterEach(() => vi.restoreAllMocks());
afterAll(cleanupTempDirs);

const signing = (dir: string, truststorePath: string, truststorePassword = 'changeit') =>
  options(dir, { signingRequired: true, truststorePath, truststorePassword });

/** A plugin whose hook leaves a marker file, and whose module leaves one when imported. */
async function markedArchive(dir: string, id = 'signed') {
  const imported = join(dir, `${id}.imported`);
  const archive = await archivePlugin(dir, {
    id,
    module: `import { writeFileSync } from 'node:fs';
      writeFileSync(${JSON.stringify(imported)}, 'x');
      export function register(ctx) { ctx.registerPayloadKind({ id: ${JSON.stringify(id)}, title: 't', mediaTypes: [] }); }`,
  });
  return { archive, imported };
}

describe('signature gate', () => {
  it('signing required, no .sig: FAILED plugin.signature.unsigned, module never imported', async () => {
    const dir = tempDir();
    const { imported } = await markedArchive(dir);
    const opts = signing(dir, pem);
    const reg = await discoverPlugins(opts);
    expect(reg.entries()[0]).toMatchObject({
      state: 'FAILED',
      failureMessage:
        'plugin.signature.unsigned: no svc-plugin-signed-1.0.0.tgz.sig beside svc-plugin-signed-1.0.0.tgz',
    });
    expect(existsSync(imported)).toBe(false);
    expect(existsSync(opts.cacheDir ?? '')).toBe(false); // the gate runs before extraction
    expect(reg.extensions.payloadKinds).toEqual([]);
  });

  it('signing off: unsigned and even badly signed plugins register', async () => {
    const dir = tempDir();
    const { archive } = await markedArchive(dir);
    await markedArchive(dir, 'other');
    writeFileSync(`${archive}.sig`, 'garbage');
    const reg = await discoverPlugins(options(dir, { truststorePath: pem }));
    expect(reg.entries().map((e) => e.state)).toEqual(['ENABLED', 'ENABLED']);
  });

  it('trusted signer via a PEM truststore: ENABLED', async () => {
    const dir = tempDir();
    const { archive, imported } = await markedArchive(dir);
    await sign(archive, pki.signer);
    const reg = await discoverPlugins(signing(dir, pem, ''));
    expect(reg.entries()[0]?.state).toBe('ENABLED');
    expect(existsSync(imported)).toBe(true);
  });

  it('trusted signer via a PKCS12 truststore (node-forge), and one written by openssl 3 (AES, PBKDF2)', async () => {
    const dir = tempDir();
    const { archive } = await markedArchive(dir);
    await sign(archive, pki.signer);
    expect((await discoverPlugins(signing(dir, p12))).entries()[0]?.state).toBe('ENABLED');
    if (hasTool('openssl')) {
      const caPem = join(keys, 'ca-for-openssl.pem');
      writeFileSync(caPem, pki.ca.certPem);
      const out = join(keys, 'openssl.p12');
      execFileSync(
        'openssl',
        ['pkcs12', '-export', '-nokeys', '-in', caPem, '-out', out, '-passout', 'pass:changeit'],
        { stdio: 'pipe' },
      );
      expect((await discoverPlugins(signing(dir, out))).entries()[0]?.state).toBe('ENABLED');
    }
  });

  it.skipIf(!hasTool('keytool'))(
    'trusted signer via a JKS truststore made by keytool, and a keytool PKCS12',
    async () => {
      const dir = tempDir();
      const { archive } = await markedArchive(dir);
      await sign(archive, pki.signer);
      const jks = jksTruststore(keys, [pki.rogueCa, pki.ca], 'changeit');
      expect(detectTruststoreFormat(readFileSync(jks))).toBe('jks');
      expect((await discoverPlugins(signing(dir, jks))).entries()[0]?.state).toBe('ENABLED');
      const kp12 = jksTruststore(keys, [pki.ca], 'changeit', 'PKCS12', 'keytool.p12');
      expect((await discoverPlugins(signing(dir, kp12))).entries()[0]?.state).toBe('ENABLED');
      // A JKS with the wrong password is refused, closed.
      const wrong = await discoverPlugins(signing(dir, jks, 'wrong'));
      expect(wrong.entries()[0]?.failureMessage).toMatch(
        /^plugin\.signature\.untrusted: truststore unavailable \(cannot read jks truststore: /,
      );
    },
  );

  it('the format is detected by content, not by extension', async () => {
    const dir = tempDir();
    const { archive } = await markedArchive(dir);
    await sign(archive, pki.signer);
    const disguised = join(keys, 'really-pkcs12.pem');
    copyFileSync(p12, disguised);
    expect(detectTruststoreFormat(readFileSync(disguised))).toBe('pkcs12');
    expect((await discoverPlugins(signing(dir, disguised))).entries()[0]?.state).toBe('ENABLED');
    const pemAsJks = join(keys, 'really-pem.jks');
    copyFileSync(pem, pemAsJks);
    expect((await loadTruststore(pemAsJks, '')).format).toBe('pem');
  });

  it('untrusted signer (issued by a CA outside the truststore): FAILED plugin.signature.untrusted, not imported', async () => {
    const dir = tempDir();
    const { archive, imported } = await markedArchive(dir);
    await sign(archive, pki.rogueSigner);
    const reg = await discoverPlugins(signing(dir, pem));
    expect(reg.entries()[0]).toMatchObject({
      state: 'FAILED',
      failureMessage: 'plugin.signature.untrusted: signer CN=rogue signer is not issued by a truststore certificate',
    });
    expect(existsSync(imported)).toBe(false);
  });

  it('archive tampered with after signing: FAILED untrusted', async () => {
    const dir = tempDir();
    const { archive, imported } = await markedArchive(dir);
    await sign(archive, pki.signer);
    appendFileSync(archive, Buffer.alloc(512));
    const reg = await discoverPlugins(signing(dir, pem));
    expect(reg.entries()[0]?.failureMessage).toMatch(
      /^plugin\.signature\.untrusted: signature does not verify with the key of CN=plugin signer/,
    );
    expect(existsSync(imported)).toBe(false);
  });

  it('a signature copied from another archive does not verify', async () => {
    const dir = tempDir();
    const { archive } = await markedArchive(dir, 'one');
    const other = await markedArchive(dir, 'two');
    const sigPath = await sign(archive, pki.signer);
    copyFileSync(sigPath, `${other.archive}.sig`);
    const reg = await discoverPlugins(signing(dir, pem));
    expect(reg.entries().map((e) => e.state)).toEqual(['ENABLED', 'FAILED']);
  });

  it('intermediate chain: trusted only with the intermediate shipped in the .sig', async () => {
    const dir = tempDir();
    const { archive } = await markedArchive(dir);
    await sign(archive, pki.chainedSigner);
    expect((await discoverPlugins(signing(dir, pem))).entries()[0]?.failureMessage).toBe(
      'plugin.signature.untrusted: signer CN=chained signer is not issued by a truststore certificate',
    );
    await sign(archive, pki.chainedSigner, [pki.intermediate]);
    expect((await discoverPlugins(signing(dir, pem))).entries()[0]?.state).toBe('ENABLED');
    // The intermediate itself as the anchor also works.
    const interOnly = pemTruststore(keys, [pki.intermediate], 'intermediate.pem');
    expect((await discoverPlugins(signing(dir, interOnly))).entries()[0]?.state).toBe('ENABLED');
  });

  it('a leaf certificate cannot act as an intermediate', () => {
    const payload = Buffer.from('payload');
    // Issued (names and signature) by pki.signer, which is a leaf (basicConstraints CA:FALSE) issued by the CA.
    const underLeaf = makeIdentity('under a leaf', { issuer: pki.signer });
    const sig = createSignature({
      payload,
      keyPem: underLeaf.keyPem,
      certificatePem: underLeaf.certPem,
      chainPem: pki.signer.certPem,
    });
    const check = verifySignature(payload, JSON.stringify(sig), [pki.ca.cert], new Date());
    // (OpenSSL's issuer check already refuses an issuer without keyCertSign; the CA flag is checked as well.)
    expect(check).toMatchObject({ ok: false, code: 'plugin.signature.untrusted' });
    // Sanity: the same construction with a CA intermediate is trusted.
    const underInter = makeIdentity('under the intermediate', { issuer: pki.intermediate });
    const good = createSignature({
      payload,
      keyPem: underInter.keyPem,
      certificatePem: underInter.certPem,
      chainPem: pki.intermediate.certPem,
    });
    expect(verifySignature(payload, JSON.stringify(good), [pki.ca.cert], new Date()).ok).toBe(true);
  });

  it('an expired signer is untrusted; a signer pinned in the truststore is trusted', async () => {
    const dir = tempDir();
    const { archive } = await markedArchive(dir);
    await sign(archive, pki.expiredSigner);
    expect((await discoverPlugins(signing(dir, pem))).entries()[0]?.failureMessage).toMatch(
      /^plugin\.signature\.untrusted: signer CN=expired signer expired at /,
    );
    await sign(archive, pki.rogueSigner);
    const pinned = pemTruststore(keys, [pki.rogueSigner], 'pinned.pem');
    expect((await discoverPlugins(signing(dir, pinned))).entries()[0]?.state).toBe('ENABLED');
  });

  it('malformed .sig files and a missing truststore fail closed as untrusted', async () => {
    const dir = tempDir();
    const { archive } = await markedArchive(dir);
    writeFileSync(
      `${archive}.sig`,
      JSON.stringify({ format: 'svc-plugin-signature/2', algorithm: 'sha256', certificate: 'x', signature: 'AA==' }),
    );
    expect((await discoverPlugins(signing(dir, pem))).entries()[0]?.failureMessage).toMatch(
      /^plugin\.signature\.untrusted: signature file is malformed \(format: /,
    );
    writeFileSync(`${archive}.sig`, '{not json');
    expect((await discoverPlugins(signing(dir, pem))).entries()[0]?.failureMessage).toBe(
      'plugin.signature.untrusted: signature file is not JSON',
    );
    await sign(archive, pki.signer);
    expect((await discoverPlugins(signing(dir, join(keys, 'missing.p12')))).entries()[0]?.failureMessage).toMatch(
      /^plugin\.signature\.untrusted: truststore unavailable \(cannot read truststore .*missing\.p12: ENOENT\)/,
    );
    expect((await discoverPlugins(signing(dir, ''))).entries()[0]?.failureMessage).toMatch(
      /truststore unavailable \(no truststore configured/,
    );
    expect((await discoverPlugins(signing(dir, p12, 'wrong'))).entries()[0]?.failureMessage).toMatch(
      /PKCS#12 MAC could not be verified/,
    );
  });

  it.skipIf(!hasTool('openssl'))('an ECDSA signer (certificate made by openssl) verifies', async () => {
    const dir = tempDir();
    const { archive } = await markedArchive(dir);
    const work = tempDir('svc-plugin-ec-');
    const caKey = join(work, 'ca-key.pem');
    const caPem = join(work, 'ca.pem');
    writeFileSync(caKey, pki.ca.keyPem);
    writeFileSync(caPem, pki.ca.certPem);
    const run = (args: string[]) => execFileSync('openssl', args, { cwd: work, stdio: 'pipe' });
    run(['ecparam', '-name', 'prime256v1', '-genkey', '-noout', '-out', 'ec-key.pem']);
    run(['req', '-new', '-key', 'ec-key.pem', '-subj', '/CN=ec signer', '-out', 'ec.csr']);
    writeFileSync(join(work, 'ext'), 'basicConstraints=CA:FALSE\nkeyUsage=critical,digitalSignature\n');
    run([
      'x509',
      '-req',
      '-in',
      'ec.csr',
      '-CA',
      caPem,
      '-CAkey',
      caKey,
      '-CAcreateserial',
      '-days',
      '30',
      '-sha256',
      '-extfile',
      'ext',
      '-out',
      'ec-cert.pem',
    ]);
    await sign(archive, {
      keyPem: readFileSync(join(work, 'ec-key.pem'), 'utf8'),
      certPem: readFileSync(join(work, 'ec-cert.pem'), 'utf8'),
    });
    expect((await discoverPlugins(signing(dir, pem))).entries()[0]?.state).toBe('ENABLED');
  });

  it('a signed folder: verified over its canonical digest; a changed file makes it untrusted', async () => {
    const dir = tempDir();
    const folder = folderPlugin(dir, { id: 'folded', files: { 'lib/util.mjs': 'export const a = 1;\n' } });
    await sign(folder, pki.signer);
    expect((await discoverPlugins(signing(dir, pem))).entries()[0]?.state).toBe('ENABLED');
    writeFileSync(join(folder, 'lib', 'util.mjs'), 'export const a = 2;\n');
    expect((await discoverPlugins(signing(dir, pem))).entries()[0]?.failureMessage).toMatch(
      /^plugin\.signature\.untrusted: signature does not verify/,
    );
    await sign(folder, pki.signer);
    writeFileSync(join(folder, 'extra.mjs'), '');
    expect((await discoverPlugins(signing(dir, pem))).entries()[0]?.state).toBe('FAILED');
  });

  it('the folder digest: header, sha256sum-style lines sorted by path, symlinks refused', async () => {
    const dir = tempDir();
    const folder = folderPlugin(dir, {
      id: 'dig',
      module: 'export function register() {}\n',
      files: { 'b/z.txt': 'z', 'B.txt': 'B', 'a.txt': 'a' },
    });
    const text = (await folderDigest(folder)).toString('utf8');
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toBe('svc-plugin-folder-digest/1');
    expect(lines.slice(1).map((l) => l.slice(66))).toEqual([
      'B.txt',
      'a.txt',
      'b/z.txt',
      'index.mjs',
      'svc-plugin.json',
    ]);
    expect(lines[2]).toBe('ca978112ca1bbdcafac231b39a23dc4da786eff8147c4e72b9807785afee48bb  a.txt');
    symlinkSync('/etc/hostname', join(folder, 'link'));
    await expect(folderDigest(folder)).rejects.toThrow(/"link" is not one/);
  });

  it('logs a plugin.failed warning for a refused plugin', async () => {
    const dir = tempDir();
    await markedArchive(dir);
    const warn = vi.spyOn(logger, 'warn');
    await discoverPlugins(signing(dir, pem));
    expect(
      warn.mock.calls.some(
        ([m, d]) => m === 'plugin.failed' && (d as Record<string, unknown>)['pluginId'] === 'signed',
      ),
    ).toBe(true);
  });
});

describe('truststore parsing', () => {
  it('reads every certificate of a multi-certificate PEM and PKCS12; rejects empty stores', async () => {
    const both = pemTruststore(keys, [pki.ca, pki.rogueCa], 'both.pem');
    expect((await parseTruststore(readFileSync(both), '')).anchors.map((a) => a.subject)).toEqual([
      'CN=svc test CA',
      'CN=rogue CA',
    ]);
    const p = pkcs12Truststore(keys, [pki.ca, pki.rogueCa], 'pw', 'both.p12');
    expect((await parseTruststore(readFileSync(p), 'pw')).anchors).toHaveLength(2);
    await expect(parseTruststore(Buffer.from(pki.ca.keyPem), '')).rejects.toThrow(/holds no certificates/);
    await expect(parseTruststore(Buffer.from('hello'), '')).rejects.toThrow(/unrecognised truststore format/);
    await expect(parseTruststore(Buffer.from([0xce, 0xce, 0xce, 0xce, 0, 0, 0, 2]), '')).rejects.toThrow(/JCEKS/);
    expect((await parseTruststore(pki.ca.cert.raw, '')).format).toBe('der');
  });
});

describe('cli/sign-plugin.ts', () => {
  const cli = (args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', join(process.cwd(), 'cli/sign-plugin.ts'), ...args], {
      encoding: 'utf8',
      cwd: process.cwd(),
    });

  it('signs an archive that then verifies; refuses a key that does not match the certificate; prints the truststore how-to', async () => {
    const dir = tempDir();
    const { archive } = await markedArchive(dir);
    const work = tempDir('svc-plugin-cli-');
    const put = (name: string, text: string) => {
      writeFileSync(join(work, name), text);
      return join(work, name);
    };
    const key = put('signer-key.pem', pki.chainedSigner.keyPem);
    const cert = put('signer-cert.pem', pki.chainedSigner.certPem);
    const chain = put('chain.pem', pki.intermediate.certPem);
    const wrongKey = put('wrong-key.pem', pki.signer.keyPem);

    const refused = cli(['--key', wrongKey, '--cert', cert, archive]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/the private key does not match the certificate CN=chained signer/);
    expect(existsSync(`${archive}.sig`)).toBe(false);

    const ok = cli(['--key', key, '--cert', cert, '--chain', chain, archive]);
    expect(ok.stderr).toBe('');
    expect(ok.status).toBe(0);
    const sig = JSON.parse(readFileSync(`${archive}.sig`, 'utf8')) as Record<string, string>;
    expect(sig['format']).toBe('svc-plugin-signature/1');
    expect(sig['algorithm']).toBe('sha256');
    expect(sig['certificate']?.match(/BEGIN CERTIFICATE/g)).toHaveLength(2);
    expect((await discoverPlugins(signing(dir, pem))).entries()[0]?.state).toBe('ENABLED');

    expect(cli(['--key', key, '--cert', cert, archive]).status).toBe(1); // exists, no --force
    const help = cli(['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/How to build a plugin-signing truststore/);
    expect(help.stdout).toMatch(/keytool -importcert -noprompt -alias ca/);
    expect(help.stdout).toMatch(/openssl pkcs12 -export -nokeys/);
    expect(cli([]).status).toBe(2);
  }, 30_000);

  it('signs a folder', async () => {
    const dir = tempDir();
    const folder = folderPlugin(dir, { id: 'clifold' });
    const work = tempDir('svc-plugin-cli-');
    writeFileSync(join(work, 'k.pem'), pki.signer.keyPem);
    writeFileSync(join(work, 'c.pem'), pki.signer.certPem);
    const r = cli(['--key', join(work, 'k.pem'), '--cert', join(work, 'c.pem'), `${folder}/`]);
    expect(r.status).toBe(0);
    expect(existsSync(`${folder}.sig`)).toBe(true);
    expect((await discoverPlugins(signing(dir, pem))).entries()[0]?.state).toBe('ENABLED');
    renameSync(`${folder}.sig`, `${folder}.sig.bak`);
    expect((await discoverPlugins(signing(dir, pem))).entries()[0]?.failureMessage).toMatch(
      /^plugin\.signature\.unsigned/,
    );
  }, 30_000);
});
