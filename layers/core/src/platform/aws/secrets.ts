import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import { config } from '../config/load.ts';
import { secretsManager } from './clients.ts';

/**
 * The one cache of secret values read from Secrets Manager. A value is reused for
 * `svc.secrets.cache-seconds` (default 5 minutes) and then read again, so a rotated credential
 * reaches a warm function without a new cold start; a caller whose credential was refused
 * (401/403) calls {@link rereadSecret} to read it again at once. A failed read is never cached.
 */
interface Entry {
  readonly value: Promise<string>;
  readonly readAt: number;
}
const cache = new Map<string, Entry>();

const lifetimeMs = () => config()['svc.secrets.cache-seconds'] * 1000;

function read(arn: string): Entry {
  const value = secretsManager()
    .send(new GetSecretValueCommand({ SecretId: arn }))
    .then((r) => {
      if (r.SecretString === undefined) throw new Error(`secret ${arn} has no string value`);
      return r.SecretString;
    });
  const entry = { value, readAt: Date.now() };
  value.catch(() => {
    if (cache.get(arn) === entry) cache.delete(arn);
  });
  cache.set(arn, entry);
  return entry;
}

/** A secret's string value, read at most once per `svc.secrets.cache-seconds`. */
export function secretString(arn: string): Promise<string> {
  const entry = cache.get(arn);
  if (entry && Date.now() - entry.readAt < lifetimeMs()) return entry.value;
  return read(arn).value;
}

/**
 * After the service the secret is for refused it (401/403): reads it again now. True when the new
 * value differs from the one held before, so one more attempt with it is worth making; false when
 * it is unchanged or cannot be read (the caller reports its refusal as it is).
 */
export async function rereadSecret(arn: string): Promise<boolean> {
  const before = await cache.get(arn)?.value.catch(() => undefined);
  try {
    return (await read(arn).value) !== before;
  } catch {
    return false;
  }
}

/** A status with which a provider says the credential it was given is wrong or not enough. */
export const isAuthenticationRefusal = (status: number): boolean => status === 401 || status === 403;

export async function secretJson(arn: string): Promise<Record<string, unknown>> {
  const parsed: unknown = JSON.parse(await secretString(arn));
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new Error(`secret ${arn} is not a JSON object`);
  return parsed as Record<string, unknown>;
}
