import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { apiKeySigningKey } from '../../access/auth/signing-key.ts';

/**
 * The source API key at rest: AES-256-GCM under a key derived from the instance signing secret
 * (Secrets Manager in AWS) with a label of its own, so the job record never holds it in clear
 * and a stolen table export alone does not reveal it. Only the worker decrypts it.
 */
const KEY_LABEL = 'svc importer source api-key v1';

export const deriveImportKey = (signingKey: Buffer): Buffer =>
  createHmac('sha256', signingKey).update(KEY_LABEL).digest();

let key: Promise<Buffer> | undefined;
function importKey(): Promise<Buffer> {
  key ??= apiKeySigningKey().then(deriveImportKey);
  key.catch(() => (key = undefined));
  return key;
}

/** `v1.<iv>.<tag>.<ciphertext>`, base64url parts; the job id is bound in as associated data. */
export function sealWith(k: Buffer, plain: string, jobId: string): string {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', k, iv);
  c.setAAD(Buffer.from(jobId));
  const ct = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
  return ['v1', iv, c.getAuthTag(), ct].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

export function openWith(k: Buffer, sealed: string, jobId: string): string {
  const [v, iv, tag, ct] = sealed.split('.');
  if (v !== 'v1' || !iv || !tag || ct === undefined) throw new Error('the stored source API key is malformed');
  const d = createDecipheriv('aes-256-gcm', k, Buffer.from(iv, 'base64url'));
  d.setAAD(Buffer.from(jobId));
  d.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([d.update(Buffer.from(ct, 'base64url')), d.final()]).toString('utf8');
}

export const sealApiKey = async (plain: string, jobId: string): Promise<string> =>
  sealWith(await importKey(), plain, jobId);
export const openApiKey = async (sealed: string, jobId: string): Promise<string> =>
  openWith(await importKey(), sealed, jobId);
