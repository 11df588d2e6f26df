import { createHmac, timingSafeEqual } from 'node:crypto';
import { apiKeySigningKey } from '../../access/auth/signing-key.ts';

/**
 * `migrationHmac`: HMAC-SHA256 over the content digest and every identifier migration wrote, so a
 * row whose bookkeeping (or bytes) were changed afterwards no longer verifies and rollback refuses
 * it. The key is derived from the instance signing key with a fixed label rather than using that
 * key raw: a migration MAC can never double as an API-key signature, and vice versa.
 */
export interface MigrationFacts {
  /** Hex SHA-256 of the file bytes as copied. */
  readonly sha256: string;
  readonly appId: string;
  readonly oid: string;
  readonly previousProviderId: string;
  readonly previousLocator: string;
  readonly providerId: string;
  readonly locator: string;
  /** Epoch milliseconds. */
  readonly migratedAt: number;
}

const KEY_LABEL = 'svc file-migration hmac v1';

/** The dedicated key: HMAC(signing key, label). Pure, for tests with their own key. */
export const deriveMigrationKey = (signingKey: Buffer): Buffer =>
  createHmac('sha256', signingKey).update(KEY_LABEL).digest();

let key: Promise<Buffer> | undefined;
export function migrationKey(): Promise<Buffer> {
  key ??= apiKeySigningKey().then(deriveMigrationKey);
  key.catch(() => (key = undefined));
  return key;
}

/** A JSON array as the message: no two different fact sets serialise alike (no concatenation ambiguity). */
export function migrationHmac(facts: MigrationFacts, k: Buffer): string {
  const message = JSON.stringify([
    'v1',
    facts.sha256,
    facts.appId,
    facts.oid,
    facts.previousProviderId,
    facts.previousLocator,
    facts.providerId,
    facts.locator,
    facts.migratedAt,
  ]);
  return createHmac('sha256', k).update(message).digest('hex');
}

/** True when `hmac` is the MAC of `facts` under `k` (constant-time comparison). */
export function verifyMigrationHmac(facts: MigrationFacts, hmac: string, k: Buffer): boolean {
  const expected = Buffer.from(migrationHmac(facts, k), 'hex');
  const given = Buffer.from(hmac, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
