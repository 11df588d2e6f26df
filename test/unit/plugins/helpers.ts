/**
 * Builders for the plugin tests: real plugin folders and .tgz archives in temp dirs, a small PKI
 * (keys from node:crypto, certificates assembled with node-forge), detached signatures and
 * truststores in the three formats.
 */
import { generateKeyPairSync, X509Certificate } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import forge from 'node-forge';
import * as tar from 'tar';
import {
  createSignature,
  signaturePathFor,
  signedPayload,
} from '../../../layers/core/src/platform/plugins/signature.ts';
import { staticToggleSource } from '../../../layers/core/src/platform/plugins/toggles.ts';
import type { DiscoverOptions } from '../../../layers/core/src/platform/plugins/registry.ts';

const tempDirs: string[] = [];
export function tempDir(prefix = 'svc-plugin-test-'): string {
  const d = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.push(d);
  return d;
}
export function cleanupTempDirs(): void {
  for (const d of tempDirs.splice(0)) rmSync(d, { recursive: true, force: true });
}

export interface PluginSpec {
  id: string;
  version?: string;
  svcCompatibility?: string;
  dependencies?: Record<string, string>;
  /** Body of `register(ctx)`; default registers a payload kind named after the id. */
  body?: string;
  /** Whole entry module source (overrides `body`). */
  module?: string;
  /** Extra manifest fields or overrides (use `undefined` values to drop a field). */
  manifest?: Record<string, unknown>;
  /** Extra files, relative path → content. */
  files?: Record<string, string>;
  /** Folder/archive stem override (default `svc-plugin-<id>-<version>`). */
  stem?: string;
}

export function manifestFor(spec: PluginSpec): Record<string, unknown> {
  const m: Record<string, unknown> = {
    id: spec.id,
    version: spec.version ?? '1.0.0',
    svcCompatibility: spec.svcCompatibility ?? '>=5.2.0,<6',
    title: `Plugin ${spec.id}`,
    description: `Test plugin ${spec.id}.`,
    licence: 'Apache-2.0',
    ...(spec.dependencies ? { dependencies: spec.dependencies } : {}),
    ...spec.manifest,
  };
  for (const k of Object.keys(m)) if (m[k] === undefined) delete m[k];
  return m;
}

export function stemOf(spec: PluginSpec): string {
  return spec.stem ?? `svc-plugin-${spec.id}-${spec.version ?? '1.0.0'}`;
}

function writeContent(root: string, spec: PluginSpec): void {
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, 'svc-plugin.json'), JSON.stringify(manifestFor(spec), null, 2));
  const body = spec.body ?? `ctx.registerPayloadKind({ id: ${JSON.stringify(spec.id)}, title: 'k', mediaTypes: [] });`;
  writeFileSync(join(root, 'index.mjs'), spec.module ?? `export function register(ctx) {\n${body}\n}\n`);
  for (const [rel, content] of Object.entries(spec.files ?? {})) {
    mkdirSync(join(root, rel, '..'), { recursive: true });
    writeFileSync(join(root, rel), content);
  }
}

/** An unpacked plugin folder `<dir>/svc-plugin-<id>-<version>/`. */
export function folderPlugin(dir: string, spec: PluginSpec): string {
  const root = join(dir, stemOf(spec));
  writeContent(root, spec);
  return root;
}

/** An archive `<dir>/svc-plugin-<id>-<version>.tgz`, files at the archive root. */
export async function archivePlugin(dir: string, spec: PluginSpec): Promise<string> {
  const staging = join(tempDir('svc-plugin-staging-'), 'p');
  writeContent(staging, spec);
  const file = join(dir, `${stemOf(spec)}.tgz`);
  await tar.c({ gzip: true, cwd: staging, file, portable: true }, readdirSync(staging));
  return file;
}

// ── PKI ─────────────────────────────────────────────────────────────────────────────────────────

export interface Identity {
  readonly keyPem: string;
  readonly certPem: string;
  readonly cert: X509Certificate;
}

let serial = 1;
const DAY = 24 * 3600 * 1000;

function rsaKeys(): { privatePem: string; publicPem: string } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return { privatePem: privateKey, publicPem: publicKey };
}

/** A certificate for a fresh RSA key, issued by `issuer` (self-signed without one). */
export function makeIdentity(
  cn: string,
  opts: { issuer?: Identity; ca?: boolean; notBefore?: Date; notAfter?: Date } = {},
): Identity {
  const keys = rsaKeys();
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(keys.publicPem);
  serial += 1;
  cert.serialNumber = (0x10000000 + serial).toString(16); // minimal DER INTEGER: no leading zero byte
  cert.validity.notBefore = opts.notBefore ?? new Date(Date.now() - DAY);
  cert.validity.notAfter = opts.notAfter ?? new Date(Date.now() + 365 * DAY);
  const subject = [{ name: 'commonName', value: cn }];
  cert.setSubject(subject);
  const issuerCert = opts.issuer ? forge.pki.certificateFromPem(opts.issuer.certPem) : undefined;
  cert.setIssuer(issuerCert ? issuerCert.subject.attributes : subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: opts.ca ?? false, critical: true },
    opts.ca
      ? { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true }
      : { name: 'keyUsage', digitalSignature: true, critical: true },
  ]);
  const signingKey = forge.pki.privateKeyFromPem(opts.issuer?.keyPem ?? keys.privatePem);
  cert.sign(signingKey, forge.md.sha256.create());
  const certPem = forge.pki.certificateToPem(cert);
  return { keyPem: keys.privatePem, certPem, cert: new X509Certificate(certPem) };
}

export interface Pki {
  ca: Identity;
  intermediate: Identity;
  signer: Identity;
  chainedSigner: Identity;
  rogueCa: Identity;
  rogueSigner: Identity;
  expiredSigner: Identity;
}

export function makePki(): Pki {
  const ca = makeIdentity('svc test CA', { ca: true });
  const intermediate = makeIdentity('svc test intermediate', { issuer: ca, ca: true });
  const rogueCa = makeIdentity('rogue CA', { ca: true });
  return {
    ca,
    intermediate,
    signer: makeIdentity('plugin signer', { issuer: ca }),
    chainedSigner: makeIdentity('chained signer', { issuer: intermediate }),
    rogueCa,
    rogueSigner: makeIdentity('rogue signer', { issuer: rogueCa }),
    expiredSigner: makeIdentity('expired signer', {
      issuer: ca,
      notBefore: new Date(Date.now() - 10 * DAY),
      notAfter: new Date(Date.now() - DAY),
    }),
  };
}

/** Writes `<path>.sig` for an archive or folder. */
export async function sign(
  path: string,
  signer: { keyPem: string; certPem: string },
  chain: Identity[] = [],
): Promise<string> {
  const sig = createSignature({
    payload: await signedPayload(path),
    keyPem: signer.keyPem,
    certificatePem: signer.certPem,
    ...(chain.length > 0 ? { chainPem: chain.map((c) => c.certPem).join('') } : {}),
  });
  const sigPath = signaturePathFor(path);
  writeFileSync(sigPath, JSON.stringify(sig));
  return sigPath;
}

export function pemTruststore(dir: string, anchors: Identity[], name = 'truststore.pem'): string {
  const p = join(dir, name);
  writeFileSync(p, anchors.map((a) => a.certPem).join('\n'));
  return p;
}

/** A cert-only PKCS#12 built with node-forge (3DES, SHA-1 MAC). */
export function pkcs12Truststore(dir: string, anchors: Identity[], password: string, name = 'truststore.p12'): string {
  const certs = anchors.map((a) => forge.pki.certificateFromPem(a.certPem));
  const asn1 = forge.pkcs12.toPkcs12Asn1(null, certs, password, { algorithm: '3des' });
  const p = join(dir, name);
  writeFileSync(p, Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'));
  return p;
}

/** A JKS truststore made by the JDK's keytool (one trusted-cert alias per anchor). */
export function jksTruststore(
  dir: string,
  anchors: Identity[],
  password: string,
  storetype: 'JKS' | 'PKCS12' = 'JKS',
  name = 'truststore.jks',
): string {
  const p = join(dir, name);
  anchors.forEach((a, i) => {
    const pem = join(dir, `anchor-${i}.pem`);
    writeFileSync(pem, a.certPem);
    execFileSync(
      'keytool',
      [
        '-importcert',
        '-noprompt',
        '-alias',
        `ca${i}`,
        '-file',
        pem,
        '-keystore',
        p,
        '-storepass',
        password,
        '-storetype',
        storetype,
      ],
      {
        stdio: 'pipe',
      },
    );
  });
  return p;
}

export function hasTool(tool: string): boolean {
  try {
    execFileSync(tool, tool === 'keytool' ? ['-help'] : ['version'], { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
}

/** Options with every config value injected, so no environment is read. */
export function options(dir: string, over: Partial<DiscoverOptions> = {}): DiscoverOptions {
  return {
    dir,
    signingRequired: false,
    truststorePath: '',
    truststorePassword: '',
    compatibilityStrict: true,
    runningVersion: '5.2.0',
    toggles: staticToggleSource(),
    cacheDir: join(tempDir('svc-plugin-cache-'), 'cache'),
    ...over,
  };
}

export function fileExists(p: string): boolean {
  return existsSync(p);
}
