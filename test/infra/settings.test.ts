import { readFileSync } from 'node:fs';
import { App, Stack } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { routes } from '../../layers/core/src/app/routes.ts';
import { schedules } from '../../layers/core/src/platform/resources/definitions.ts';
import { loadConfig } from '../../layers/core/src/platform/config/load.ts';
import { grantsFor } from '../../infra/lib/grants.ts';
import { readSettings, SettingsError, validateFunctionEnv } from '../../infra/lib/settings.ts';
import { SvcStack } from '../../infra/stacks/svc-stack.ts';

// No synthesis here: these check the deploy-time context rules, which fail before any bundling.
const settingsOf = (context: Record<string, unknown>) => readSettings(new Stack(new App({ context }), 'S'));
const problemsOf = (context: Record<string, unknown>): readonly string[] => {
  try {
    settingsOf(context);
  } catch (e) {
    if (e instanceof SettingsError) return e.problems;
    throw e;
  }
  return [];
};

describe('deploy-time context', () => {
  it('has safe defaults', () => {
    expect(settingsOf({})).toMatchObject({
      configEnv: {},
      frontendOrigin: '*',
      nag: false,
      throttle: { rateLimit: 100, burstLimit: 200 },
    });
  });

  it('passes catalogue keys, OIDC_* and plugin toggles through in env form', () => {
    const s = settingsOf({
      'svc.storage.provider': 's3',
      'svc.hdf.enabled': true,
      OIDC_AUTHORITY: 'https://idp.example.org',
      'svc.plugins.video.enabled': 'true',
      'svc.plugins.acme-x.enabled': 'false',
    });
    expect(s.configEnv).toEqual({
      SVC_STORAGE_PROVIDER: 's3',
      SVC_HDF_ENABLED: 'true',
      OIDC_AUTHORITY: 'https://idp.example.org',
      SVC_PLUGINS_VIDEO_ENABLED: 'true',
      SVC_PLUGINS_ACME_X_ENABLED: 'false',
    });
  });

  it('keeps outbound calls off loopback and private ranges unless the operator allows them', () => {
    const cdkContext = (JSON.parse(readFileSync('cdk.json', 'utf8')) as { context: Record<string, unknown> }).context;
    for (const context of [{}, cdkContext]) {
      const { configEnv } = settingsOf(context);
      expect(configEnv).not.toHaveProperty('SVC_OUTBOUND_ALLOW_PRIVATE');
      expect(loadConfig({ ...configEnv })['svc.outbound.allow-private']).toBe(false);
    }
    expect(settingsOf({ 'svc.outbound.allow-private': true }).configEnv).toEqual({
      SVC_OUTBOUND_ALLOW_PRIVATE: 'true',
    });
    expect(() => validateFunctionEnv({ SVC_OUTBOUND_ALLOW_PRIVATE: 'sometimes' })).toThrow(
      /svc\.outbound\.allow-private .*must be true or false/,
    );
  });

  it('refuses secret keys, stack-owned keys and unknown keys, naming each', () => {
    const problems = problemsOf({
      'svc.neo4j.password': 'x',
      'svc.resource.prefix': 'p',
      'svc.storage.providr': 's3',
      OIDC_FOO: 'y',
    });
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toMatch(/svc\.neo4j\.password is a secret/);
    expect(problems.join('\n')).toMatch(/svc\.resource\.prefix cannot be set/);
    expect(problems.join('\n')).toMatch(/svc\.storage\.providr is not a key/);
    expect(problems.join('\n')).toMatch(/OIDC_FOO is not a key/);
  });

  it('accepts frontendOrigin or its catalogue alias, and validates it', () => {
    expect(settingsOf({ frontendOrigin: 'https://app.example.org' }).frontendOrigin).toBe('https://app.example.org');
    expect(settingsOf({ 'svc.frontend.origin': 'https://app.example.org' }).frontendOrigin).toBe(
      'https://app.example.org',
    );
    expect(problemsOf({ frontendOrigin: 'https://app.example.org/path' })).toHaveLength(1);
    expect(
      problemsOf({ frontendOrigin: 'https://a.example.org', 'svc.frontend.origin': 'https://b.example.org' }),
    ).toHaveLength(1);
  });

  it('imports secrets only by complete ARN', () => {
    const arn = 'arn:aws:secretsmanager:eu-central-1:123456789012:secret:svc/neo4j-AbC123';
    expect(settingsOf({ neo4jSecretArn: arn }).neo4jSecretArn).toBe(arn);
    expect(settingsOf({ 'svc.hdf.secret-arn': arn }).hdfSecretArn).toBe(arn);
    expect(
      problemsOf({ neo4jSecretArn: 'arn:aws:secretsmanager:eu-central-1:123456789012:secret:svc/neo4j' }),
    ).toHaveLength(1);
  });

  it('validates numbers and the nag flag', () => {
    expect(problemsOf({ throttleRateLimit: '0', logRetentionDays: '8', nag: 'yes' })).toHaveLength(3);
    expect(settingsOf({ logRetentionDays: 30, nag: true })).toMatchObject({ logRetention: 30, nag: true });
  });

  it('validates values with the runtime config loader (types, enums, cross-key rules)', () => {
    expect(() => validateFunctionEnv({ SVC_STORAGE_PROVIDER: 'ftp' })).toThrow(
      /svc\.storage\.provider .*must be one of/,
    );
    expect(() => validateFunctionEnv({ SVC_AUTH_CACHE_SECONDS: '600' })).toThrow(/between 0 and 60/);
    expect(() => validateFunctionEnv({ SVC_HDF_ENABLED: 'true' })).toThrow(SettingsError);
    expect(() =>
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the literal text of an unresolved CDK token, as synthesis sees it.
      validateFunctionEnv({ SVC_HDF_ENABLED: 'true', SVC_HDF_SECRET_ARN: '${Token[TOKEN.1]}' }),
    ).not.toThrow();
  });

  it('makes the stack fail before bundling on an invalid value', () => {
    const app = new App({ context: { 'svc.storage.provider': 'ftp' } });
    expect(() => new SvcStack(app, 'Bad')).toThrow(/svc\.storage\.provider .*must be one of/);
  });

  it('fails synth when publishing is on without svc.public-url (public links never come from request headers)', () => {
    expect(() => validateFunctionEnv({ SVC_VERSIONING_ENABLED: 'true' })).toThrow(/svc\.public-url is required/);
    expect(() =>
      validateFunctionEnv({ SVC_VERSIONING_ENABLED: 'true', SVC_PUBLIC_URL: 'https://api.example.org' }),
    ).not.toThrow();
    const app = new App({ context: { 'svc.versioning.enabled': 'true' } });
    expect(() => new SvcStack(app, 'NoPublicUrl')).toThrow(/svc\.public-url is required/);
  });
});

describe('grants', () => {
  it('derives grants for every function the stack builds', () => {
    for (const id of [...new Set(routes.map((r) => r.group)), 'authorizer', ...schedules.map((s) => s.id)]) {
      expect(() => grantsFor(id), id).not.toThrow();
    }
    expect(() => grantsFor('no-such-group')).toThrow(/declare them in its feature's manifest/);
  });
});
