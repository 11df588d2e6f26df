import {
  createHash,
  createPrivateKey,
  createPublicKey,
  sign,
  verify,
  type X509Certificate,
  type KeyObject,
} from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import * as z from 'zod';
import { certificatesFromPem } from './truststore.ts';
import { SIGNATURE_SUFFIX } from './naming.ts';

/**
 * Detached plugin signatures.
 *
 * File: `<archive>.sig` beside `svc-plugin-<id>-<version>.tgz` (i.e. `…tgz.sig`), or `<folder>.sig`
 * beside an unpacked `svc-plugin-<id>-<version>/` folder. JSON:
 *
 *   { "format": "svc-plugin-signature/1", "algorithm": "sha256",
 *     "certificate": "<PEM signer certificate, optionally followed by intermediates>",
 *     "signature": "<base64>" }
 *
 * `signature` is made with the signer's private key over the signed payload, hash SHA-256:
 * RSA keys sign with PKCS#1 v1.5, EC keys with ECDSA (DER-encoded signature value), exactly what
 * node:crypto `sign('sha256', payload, key)` produces.
 *
 * Signed payload: for an archive, its bytes as they are on disk. For a folder, the UTF-8 bytes of
 * its canonical digest (see `folderDigest`).
 */
export const SIGNATURE_FORMAT = 'svc-plugin-signature/1';
export const FOLDER_DIGEST_HEADER = 'svc-plugin-folder-digest/1';
export const MAX_SIGNATURE_FILE_BYTES = 256 * 1024;
const MAX_CHAIN_DEPTH = 8;

export const signatureFileSchema = z.strictObject({
  format: z.literal(SIGNATURE_FORMAT),
  algorithm: z.literal('sha256'),
  certificate: z.string().min(1).max(200_000),
  signature: z
    .string()
    .min(1)
    .max(10_000)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be base64'),
});
export type SignatureFile = z.infer<typeof signatureFileSchema>;

export function signaturePathFor(sourcePath: string): string {
  return `${sourcePath}${SIGNATURE_SUFFIX}`;
}

async function walk(root: string, rel: string, out: string[]): Promise<void> {
  const dirents = await readdir(rel === '' ? root : join(root, rel), { withFileTypes: true });
  for (const d of dirents) {
    const r = rel === '' ? d.name : `${rel}/${d.name}`;
    if (d.isDirectory()) await walk(root, r, out);
    else if (d.isFile()) out.push(r);
    else throw new Error(`a signed plugin folder holds only regular files and directories; "${r}" is not one`);
  }
}

/**
 * The canonical digest of a plugin folder, what a folder's `.sig` signs:
 *
 *   svc-plugin-folder-digest/1\n
 *   <sha256 hex of file>  <relative path>\n      (one line per regular file, two spaces)
 *
 * Relative paths use `/`, are sorted by their UTF-8 bytes, and cover every regular file below the
 * folder at any depth (hidden files included; empty directories contribute nothing). Symbolic
 * links and special files make a folder unsignable, as do newlines in names. The lines are those
 * of `sha256sum`, so the digest is reproducible in a shell:
 *   cd svc-plugin-x-1.0.0 && { echo svc-plugin-folder-digest/1; find . -type f -printf '%P\n' |
 *     LC_ALL=C sort | while IFS= read -r f; do printf '%s  %s\n' "$(sha256sum < "$f" | cut -d' ' -f1)" "$f"; done; }
 */
export async function folderDigest(dir: string): Promise<Buffer> {
  const files: string[] = [];
  await walk(dir, '', files);
  files.sort((a, b) => Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8')));
  const lines = [FOLDER_DIGEST_HEADER];
  for (const f of files) {
    if (/[\r\n]/.test(f)) throw new Error(`file name with a line break cannot be signed: ${JSON.stringify(f)}`);
    const hash = createHash('sha256')
      .update(await readFile(join(dir, f)))
      .digest('hex');
    lines.push(`${hash}  ${f}`);
  }
  return Buffer.from(`${lines.join('\n')}\n`, 'utf8');
}

/** The bytes a signature covers: the archive itself, or a folder's canonical digest. */
export async function signedPayload(sourcePath: string): Promise<Buffer> {
  const st = await stat(sourcePath);
  return st.isDirectory() ? folderDigest(sourcePath) : readFile(sourcePath);
}

function spki(key: KeyObject): Buffer {
  return key.export({ type: 'spki', format: 'der' });
}

function assertSupportedKey(key: KeyObject): void {
  const t = key.asymmetricKeyType;
  if (t !== 'rsa' && t !== 'ec') throw new Error(`unsupported key type ${t ?? 'unknown'} (RSA or EC only)`);
}

/**
 * Signs `payload` with the PEM private key; `certificatePem` is the signer certificate, `chainPem`
 * optional intermediates (issuer order). Refuses a key that does not match the certificate.
 */
export function createSignature(input: {
  payload: Buffer;
  keyPem: string;
  certificatePem: string;
  chainPem?: string;
}): SignatureFile {
  const certs = certificatesFromPem(input.certificatePem);
  const signer = certs[0];
  if (signer === undefined) throw new Error('the certificate file holds no PEM certificate');
  const chain = input.chainPem === undefined ? [] : certificatesFromPem(input.chainPem);
  const key = createPrivateKey(input.keyPem);
  assertSupportedKey(key);
  if (!spki(createPublicKey(key)).equals(spki(signer.publicKey))) {
    throw new Error(`the private key does not match the certificate ${signer.subject.replace(/\n/g, ', ')}`);
  }
  const signature = sign('sha256', input.payload, key).toString('base64');
  const certificate = `${[signer, ...certs.slice(1), ...chain].map((c) => c.toString().trim()).join('\n')}\n`;
  return { format: SIGNATURE_FORMAT, algorithm: 'sha256', certificate, signature };
}

export type SignatureCheck =
  | { readonly ok: true; readonly signer: string }
  | {
      readonly ok: false;
      readonly code: 'plugin.signature.unsigned' | 'plugin.signature.untrusted';
      readonly message: string;
    };

const untrusted = (why: string): SignatureCheck => ({
  ok: false,
  code: 'plugin.signature.untrusted',
  message: `plugin.signature.untrusted: ${why}`,
});

function subjectOf(c: X509Certificate): string {
  return c.subject.replace(/\n/g, ', ');
}

function validityProblem(c: X509Certificate, now: Date, role: string): string | undefined {
  const from = new Date(c.validFrom);
  const to = new Date(c.validTo);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()))
    return `${role} ${subjectOf(c)} has an unreadable validity period`;
  if (now < from) return `${role} ${subjectOf(c)} is not valid before ${from.toISOString()}`;
  if (now > to) return `${role} ${subjectOf(c)} expired at ${to.toISOString()}`;
  return undefined;
}

/** Did `issuer` issue `cert` (names match, and its key verifies the certificate's signature)? */
function issuedBy(cert: X509Certificate, issuer: X509Certificate): boolean {
  try {
    return cert.checkIssued(issuer) && cert.verify(issuer.publicKey);
  } catch {
    return false;
  }
}

/**
 * Builds a path signer → intermediates* → anchor. The signer (or an intermediate) may itself be an
 * anchor. Issuers that are not anchors must be CA certificates and within their validity period;
 * anchors are trusted as configured (their own validity is the operator's business, as in PKIX).
 */
export function chainToAnchor(
  signer: X509Certificate,
  intermediates: readonly X509Certificate[],
  anchors: readonly X509Certificate[],
  now: Date,
): { ok: true; path: X509Certificate[] } | { ok: false; reason: string } {
  const isAnchor = (c: X509Certificate) => anchors.some((a) => a.raw.equals(c.raw));
  let lastReason = `signer ${subjectOf(signer)} is not issued by a truststore certificate`;
  const search = (cert: X509Certificate, path: X509Certificate[]): X509Certificate[] | undefined => {
    if (isAnchor(cert)) return path;
    if (path.length > MAX_CHAIN_DEPTH) return undefined;
    const anchor = anchors.find((a) => a.ca && issuedBy(cert, a));
    if (anchor !== undefined) return [...path, anchor];
    for (const inter of intermediates) {
      if (path.some((p) => p.raw.equals(inter.raw)) || !issuedBy(cert, inter)) continue;
      if (!inter.ca) {
        lastReason = `intermediate ${subjectOf(inter)} is not a CA certificate`;
        continue;
      }
      const problem = validityProblem(inter, now, 'intermediate');
      if (problem !== undefined) {
        lastReason = problem;
        continue;
      }
      const found = search(inter, [...path, inter]);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  const path = search(signer, [signer]);
  return path === undefined ? { ok: false, reason: lastReason } : { ok: true, path };
}

/** Parses the text of a `.sig` file. */
export function parseSignatureFile(text: string): { ok: true; value: SignatureFile } | { ok: false; reason: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'signature file is not JSON' };
  }
  const parsed = signatureFileSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      reason: `signature file is malformed (${issue ? `${issue.path.join('.') || 'file'}: ${issue.message}` : 'invalid'})`,
    };
  }
  return { ok: true, value: parsed.data };
}

/**
 * Verifies a detached signature over `payload` against the trust anchors. Trusted when the
 * signature verifies with the signer certificate's key, the signer is within its validity period,
 * and it is an anchor or chains to one through the intermediates in the file.
 */
export function verifySignature(
  payload: Buffer,
  sigText: string,
  anchors: readonly X509Certificate[],
  now: Date,
): SignatureCheck {
  const parsed = parseSignatureFile(sigText);
  if (!parsed.ok) return untrusted(parsed.reason);
  let certs: X509Certificate[];
  try {
    certs = certificatesFromPem(parsed.value.certificate);
  } catch (e) {
    return untrusted(`signature certificate is unreadable (${e instanceof Error ? e.message : String(e)})`);
  }
  const [signer, ...intermediates] = certs;
  if (signer === undefined) return untrusted('signature file carries no PEM certificate');
  try {
    assertSupportedKey(signer.publicKey);
  } catch (e) {
    return untrusted(e instanceof Error ? e.message : String(e));
  }
  let valid: boolean;
  try {
    valid = verify('sha256', payload, signer.publicKey, Buffer.from(parsed.value.signature, 'base64'));
  } catch {
    valid = false;
  }
  if (!valid)
    return untrusted(
      `signature does not verify with the key of ${subjectOf(signer)} (content changed after signing or wrong key)`,
    );
  const validity = validityProblem(signer, now, 'signer');
  if (validity !== undefined) return untrusted(validity);
  const chain = chainToAnchor(signer, intermediates, anchors, now);
  if (!chain.ok) return untrusted(chain.reason);
  return { ok: true, signer: subjectOf(signer) };
}

export type SignatureFileRead =
  | { readonly kind: 'none' }
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'unreadable'; readonly reason: string };

/** Reads `<source>.sig` (kind `none` when there is no such file). */
export async function readSignatureText(sourcePath: string): Promise<SignatureFileRead> {
  const path = signaturePathFor(sourcePath);
  try {
    const st = await stat(path);
    if (!st.isFile()) return { kind: 'unreadable', reason: `${path} is not a regular file` };
    if (st.size > MAX_SIGNATURE_FILE_BYTES)
      return { kind: 'unreadable', reason: `signature file larger than ${MAX_SIGNATURE_FILE_BYTES} bytes` };
    return { kind: 'text', text: await readFile(path, 'utf8') };
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { kind: 'none' };
    return { kind: 'unreadable', reason: `cannot read signature file (${code ?? String(e)})` };
  }
}
