import type { IConstruct } from 'constructs';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { configKeys, envName, type ConfigKey } from '../../layers/core/src/platform/config/keys.ts';
import { ConfigError, loadConfig } from '../../layers/core/src/platform/config/load.ts';

/**
 * Deploy-time settings, all from CDK context (`-c key=value` or `cdk.json`), validated at synth
 * time so that a bad value fails `cdk synth` instead of a cold start:
 *
 * - every non-secret `svc.*` / `OIDC_*` key of the catalogue (`-c svc.storage.provider=s3`),
 *   handed to every function as its `envName` environment variable;
 * - `frontendOrigin` (alias `svc.frontend.origin`): the origin allowed by the bucket's CORS rule;
 * - `neo4jSecretArn` / `hdfSecretArn` (aliases `svc.neo4j.secret-arn` / `svc.hdf.secret-arn`):
 *   complete ARNs of existing secrets to import instead of creating placeholder secrets;
 * - `throttleRateLimit`, `throttleBurstLimit`: default-stage throttling;
 * - `logRetentionDays`: retention of function and access logs;
 * - `nag`: run the cdk-nag AwsSolutions checks during synth (`cdk.json` turns it on);
 * - `svc.console.enabled` (default true), `svc.console.oidc-authority` (default `OIDC_AUTHORITY`),
 *   `svc.console.oidc-client-id`: the web console and the sign-in its runtime `config.json` names
 *   (infra/constructs/console.ts); `svc.console.hdf-browser-endpoint`: an https HSDS endpoint that
 *   browsers can reach, which config.json names and the console's CSP allows (unset: the console
 *   offers no HDF browsing page).
 *
 * Keys whose value the stack owns (below) and secret keys are refused.
 */
export interface DeploySettings {
  /** Operator-chosen catalogue keys in env form, e.g. `{ SVC_STORAGE_PROVIDER: 's3' }`. */
  readonly configEnv: Readonly<Record<string, string>>;
  readonly frontendOrigin: string;
  readonly neo4jSecretArn?: string;
  readonly hdfSecretArn?: string;
  readonly throttle: { readonly rateLimit: number; readonly burstLimit: number };
  readonly logRetention: RetentionDays;
  readonly nag: boolean;
  readonly console: ConsoleSettings;
}

/** The web console on CloudFront (infra/constructs/console.ts) and what its `config.json` says. */
export interface ConsoleSettings {
  readonly enabled: boolean;
  /** Issuer the console signs in with (authorization code + PKCE); null: API-key sign-in only. */
  readonly oidcAuthority: string | null;
  /** The console's public client at that issuer. */
  readonly oidcClientId: string | null;
  /** The HSDS endpoint the HDF browsing page reads from the browser; null: the page is not offered. */
  readonly hdfBrowserEndpoint: string | null;
}

/** Context keys of the console: the stack consumes them, no function reads them. */
export const consoleKeys = {
  enabled: 'svc.console.enabled',
  oidcAuthority: 'svc.console.oidc-authority',
  oidcClientId: 'svc.console.oidc-client-id',
  hdfBrowserEndpoint: 'svc.console.hdf-browser-endpoint',
} as const;
const consoleKeySet: ReadonlySet<string> = new Set(Object.values(consoleKeys));

/** Catalogue keys the stack sets itself; context may not override them. */
export const stackManagedKeys: Readonly<Record<string, string>> = {
  'svc.resource.prefix': 'the stack sets it to its own name (physical names are chosen by CloudFormation)',
  'svc.aws.region': 'the stack sets it to the deployment region',
  'svc.aws.endpoint': 'functions deployed to AWS use the real service endpoints',
  'svc.aws.dynamodb-endpoint': 'functions deployed to AWS use the real DynamoDB endpoint',
  'svc.auth.signing-secret-arn': 'the stack always creates (generates) the API-key signing secret',
  'svc.auth.signing-key-file': 'it is the local alternative to the signing secret and unused in AWS',
  'svc.neo4j.uri': 'in AWS the connection is read from the Neo4j secret: set its `uri` field',
  'svc.neo4j.username': 'in AWS the connection is read from the Neo4j secret: set its `username` field',
};

/** Context aliases: the catalogue spelling of a setting the stack consumes itself. */
const aliases = {
  frontendOrigin: 'svc.frontend.origin',
  neo4jSecretArn: 'svc.neo4j.secret-arn',
  hdfSecretArn: 'svc.hdf.secret-arn',
} as const;
const aliasedKeys: ReadonlySet<string> = new Set(Object.values(aliases));

const catalogue = new Map<string, ConfigKey>((configKeys as readonly ConfigKey[]).map((k) => [k.key, k]));
/** Per-plugin toggles (`pluginToggle` in config/load.ts) are open-ended, so matched by pattern. */
const pluginToggle = /^svc\.plugins\.[a-z0-9][a-z0-9-]*\.enabled$/;
const completeSecretArn = /^arn:aws[a-z-]*:secretsmanager:[a-z0-9-]+:\d{12}:secret:[A-Za-z0-9/_+=.@-]+-[A-Za-z0-9]{6}$/;

export class SettingsError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid deploy-time context:\n  - ${problems.join('\n  - ')}`);
    this.name = 'SettingsError';
  }
}

const asString = (v: unknown): string | undefined =>
  v === undefined || v === null ? undefined : typeof v === 'string' ? v : JSON.stringify(v);

export function readSettings(scope: IConstruct): DeploySettings {
  const problems: string[] = [];
  const all = scope.node.getAllContext() as Record<string, unknown>;
  const ctx = (key: string) => asString(all[key]);

  const configEnv: Record<string, string> = {};
  for (const [key, raw] of Object.entries(all)) {
    if (!key.startsWith('svc.') && !key.startsWith('OIDC_')) continue;
    const value = asString(raw);
    if (value === undefined || aliasedKeys.has(key) || consoleKeySet.has(key)) continue;
    const def = catalogue.get(key);
    if (def?.secret) {
      problems.push(
        `${key} is a secret: it never goes into context, parameters or environment variables (store it in Secrets Manager)`,
      );
    } else if (stackManagedKeys[key] !== undefined) {
      problems.push(`${key} cannot be set: ${stackManagedKeys[key]}`);
    } else if (def || pluginToggle.test(key)) {
      configEnv[envName(key)] = value;
    } else {
      problems.push(`${key} is not a key of the svc configuration catalogue (layers/core/src/platform/config/keys.ts)`);
    }
  }

  const pick = (name: keyof typeof aliases): string | undefined => {
    const a = ctx(name);
    const b = ctx(aliases[name]);
    if (a !== undefined && b !== undefined && a !== b)
      problems.push(`${name} and ${aliases[name]} are both set, to different values`);
    return a ?? b;
  };
  const frontendOrigin = pick('frontendOrigin') ?? catalogue.get(aliases.frontendOrigin)?.default ?? '*';
  if (frontendOrigin !== '*' && !/^https?:\/\/[^/\s]+$/.test(frontendOrigin)) {
    problems.push(
      `frontendOrigin must be "*" or an origin like https://app.example.org (no path), got "${frontendOrigin}"`,
    );
  }
  const secretArn = (name: 'neo4jSecretArn' | 'hdfSecretArn') => {
    const arn = pick(name);
    if (arn === undefined || arn === '') return undefined;
    if (!completeSecretArn.test(arn))
      problems.push(`${name} must be a complete Secrets Manager ARN (ending in the 6-character suffix), got "${arn}"`);
    return arn;
  };
  const neo4jSecretArn = secretArn('neo4jSecretArn');
  const hdfSecretArn = secretArn('hdfSecretArn');

  const positiveInt = (name: string, fallback: number) => {
    const raw = ctx(name);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n <= 0) problems.push(`${name} must be a positive integer, got "${raw}"`);
    return n;
  };
  const throttle = {
    rateLimit: positiveInt('throttleRateLimit', 100),
    burstLimit: positiveInt('throttleBurstLimit', 200),
  };

  const retentionDays = positiveInt('logRetentionDays', RetentionDays.THREE_MONTHS);
  if (!(Object.values(RetentionDays) as unknown[]).includes(retentionDays)) {
    problems.push(
      `logRetentionDays must be a CloudWatch Logs retention (1, 3, 5, 7, 14, 30, 60, 90, 120, 150, 180, 365, ...), got ${retentionDays}`,
    );
  }

  const nagRaw = ctx('nag') ?? 'false';
  if (nagRaw !== 'true' && nagRaw !== 'false') problems.push(`nag must be true or false, got "${nagRaw}"`);

  const consoleEnabled = ctx(consoleKeys.enabled) ?? 'true';
  if (consoleEnabled !== 'true' && consoleEnabled !== 'false')
    problems.push(`${consoleKeys.enabled} must be true or false, got "${consoleEnabled}"`);
  const oidcAuthority = ctx(consoleKeys.oidcAuthority) || configEnv['OIDC_AUTHORITY'] || null;
  // Checked only for a console that uses it: a page served over https cannot fetch an http issuer.
  if (consoleEnabled === 'true' && oidcAuthority !== null && !/^https:\/\/[^/\s?#]+(\/[^\s?#]*)?$/.test(oidcAuthority))
    problems.push(
      `${consoleKeys.oidcAuthority} (or OIDC_AUTHORITY) must be an https issuer URL without query or fragment for the console (or set ${consoleKeys.enabled}=false), got "${oidcAuthority}"`,
    );
  const oidcClientId = ctx(consoleKeys.oidcClientId) || null;
  if (oidcClientId !== null && !/^[\x21-\x7e]{1,255}$/.test(oidcClientId))
    problems.push(`${consoleKeys.oidcClientId} must be 1 to 255 visible ASCII characters, got "${oidcClientId}"`);
  // The sidecar as browsers reach it (a public HSDS, not the VPC-internal endpoint the functions use).
  const hdfBrowserEndpoint = ctx(consoleKeys.hdfBrowserEndpoint) || null;
  if (hdfBrowserEndpoint !== null && !/^https:\/\/[^/\s?#]+(\/[^\s?#]*)?$/.test(hdfBrowserEndpoint))
    problems.push(
      `${consoleKeys.hdfBrowserEndpoint} must be an https URL without query or fragment, got "${hdfBrowserEndpoint}"`,
    );

  if (problems.length > 0) throw new SettingsError(problems);
  return {
    configEnv,
    frontendOrigin,
    ...(neo4jSecretArn ? { neo4jSecretArn } : {}),
    ...(hdfSecretArn ? { hdfSecretArn } : {}),
    throttle,
    logRetention: retentionDays as RetentionDays,
    nag: nagRaw === 'true',
    console: { enabled: consoleEnabled === 'true', oidcAuthority, oidcClientId, hdfBrowserEndpoint },
  };
}

/**
 * Validates the complete function environment with the runtime's own loader, so the types,
 * enum values and cross-key rules a cold start would enforce are enforced by `cdk synth`.
 * CloudFormation tokens (names, ARNs) are opaque strings here, which is all the loader needs.
 */
export function validateFunctionEnv(env: Readonly<Record<string, string>>): void {
  try {
    loadConfig(env);
  } catch (e) {
    if (e instanceof ConfigError) throw new SettingsError(e.problems);
    throw e;
  }
}
