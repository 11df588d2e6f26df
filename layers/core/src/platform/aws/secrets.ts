import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import { secretsManager } from './clients.ts';

const cache = new Map<string, Promise<string>>();

/** A secret's string value, fetched once per cold start. */
export function secretString(arn: string): Promise<string> {
  let p = cache.get(arn);
  if (!p) {
    p = secretsManager()
      .send(new GetSecretValueCommand({ SecretId: arn }))
      .then((r) => {
        if (r.SecretString === undefined) throw new Error(`secret ${arn} has no string value`);
        return r.SecretString;
      });
    p.catch(() => cache.delete(arn));
    cache.set(arn, p);
  }
  return p;
}

export async function secretJson(arn: string): Promise<Record<string, unknown>> {
  const parsed: unknown = JSON.parse(await secretString(arn));
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new Error(`secret ${arn} is not a JSON object`);
  return parsed as Record<string, unknown>;
}
