import { readFile } from 'node:fs/promises';
import { config } from '../../platform/config/load.ts';
import { secretString } from '../../platform/aws/secrets.ts';

let key: Promise<Buffer> | undefined;

/**
 * The instance key that signs API keys: Secrets Manager in AWS, a generated file locally.
 * Loaded once per cold start.
 */
export function apiKeySigningKey(): Promise<Buffer> {
  key ??= (async () => {
    const c = config();
    const arn = c['svc.auth.signing-secret-arn'];
    const file = c['svc.auth.signing-key-file'];
    const raw = arn ? await secretString(arn) : file ? await readFile(file, 'utf8') : '';
    const trimmed = raw.trim();
    if (trimmed.length < 32) {
      throw new Error(
        'No API-key signing key configured (svc.auth.signing-secret-arn or svc.auth.signing-key-file, at least 32 characters)',
      );
    }
    return Buffer.from(trimmed, 'utf8');
  })();
  key.catch(() => (key = undefined));
  return key;
}
