import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sidecarPassword } from '../../layers/core/src/features/hdf/passwords.ts';
import { stateDir } from './paths.ts';

/**
 * Secrets of the local cloud, generated once under localstack/.state/ (git-ignored):
 * the dev identity provider's key pair, the instance key that signs API keys, and the
 * HSDS password salt (HSDS derives every user's password from it, svc's own account included).
 * Real deployments use Secrets Manager and their own IdP.
 */
export const secretsDir = join(stateDir, 'secrets');
export const oidcPrivateKeyFile = join(secretsDir, 'dev-idp-private.pem');
export const oidcPublicKeyFile = join(secretsDir, 'dev-idp-public.pem');
export const signingKeyFile = join(secretsDir, 'apikey-signing.key');
export const hsdsSaltFile = join(secretsDir, 'hsds-password-salt');
export const HSDS_USERNAME = 'svc-hdf';
export const adminKeyFile = join(stateDir, 'admin-api-key');
/**
 * The dev identity provider: the local OpenID Connect provider (services/oidc.ts) on loopback.
 * Its access tokens and `npm run dev-token`'s are both signed with the key pair above and carry
 * this issuer, so OIDC_PUBLIC and OIDC_AUTHORITY trust both.
 */
export const DEV_IDP_PORT = 4569;
export const DEV_IDP_ISSUER = `http://127.0.0.1:${DEV_IDP_PORT}`;
/** The web console's public client at the local provider (SVC_CONSOLE_OIDC_CLIENT_ID). */
export const CONSOLE_CLIENT_ID = 'svc-console';

function writeOnce(file: string, make: () => string): string {
  if (!existsSync(file)) {
    mkdirSync(secretsDir, { recursive: true, mode: 0o700 });
    writeFileSync(file, make(), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8');
}

export interface LocalSecrets {
  oidcPublicPem: string;
  oidcPrivatePem: string;
  hsdsUsername: string;
  hsdsPassword: string;
  hsdsSalt: string;
}

export function ensureLocalSecrets(): LocalSecrets {
  if (!existsSync(oidcPrivateKeyFile) || !existsSync(oidcPublicKeyFile)) {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    mkdirSync(secretsDir, { recursive: true, mode: 0o700 });
    writeFileSync(oidcPrivateKeyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
    writeFileSync(oidcPublicKeyFile, publicKey.export({ type: 'spki', format: 'pem' }), { mode: 0o600 });
  }
  writeOnce(signingKeyFile, () => randomBytes(48).toString('base64url'));
  const hsdsSalt = writeOnce(hsdsSaltFile, () => randomBytes(24).toString('base64url')).trim();
  return {
    oidcPublicPem: readFileSync(oidcPublicKeyFile, 'utf8'),
    oidcPrivatePem: readFileSync(oidcPrivateKeyFile, 'utf8'),
    hsdsUsername: HSDS_USERNAME,
    hsdsPassword: sidecarPassword(HSDS_USERNAME, hsdsSalt),
    hsdsSalt,
  };
}
