import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { App, Aspects, type CfnElement, Stack } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks, NagSuppressions } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_CSP } from '../../localstack/src/gateway/console.ts';
import {
  API_PATH_PATTERNS,
  ASSETS_CACHE_CONTROL,
  SHELL_CACHE_CONTROL,
  consoleConfigJson,
  SPA_ROUTING_CODE,
  SvcConsole,
} from '../../infra/constructs/console.ts';
import { consoleDist, consoleSourcesHash, consoleStampName } from '../../infra/lib/console-dist.ts';
import { repoPath } from '../../infra/lib/paths.ts';
import { readSettings, SettingsError } from '../../infra/lib/settings.ts';

/**
 * The console part alone, in a stack with an HTTP API and the buckets it is given (the full stack's
 * synthesis bundles every function: test/infra/stack.test.ts runs cdk-nag over all of it). The
 * console build runs at most once: the construct reuses a console/dist stamped with its sources.
 */
const AUTHORITY = 'https://idp.example.org/realms/lab';
const CLIENT_ID = 'svc-console';
/** An HSDS that browsers reach (not the VPC-internal endpoint of the functions). */
const HSDS = 'https://hsds.example.org/api';
const cdkContext = (JSON.parse(readFileSync(repoPath('cdk.json'), 'utf8')) as { context: Record<string, unknown> })
  .context;

interface CfnResource {
  readonly Type: string;
  readonly Properties: Record<string, unknown>;
}
interface CacheBehavior {
  readonly PathPattern?: string;
  readonly TargetOriginId: string;
  readonly CachePolicyId: unknown;
  readonly OriginRequestPolicyId?: unknown;
  readonly ResponseHeadersPolicyId?: unknown;
  readonly AllowedMethods?: readonly string[];
  readonly FunctionAssociations?: readonly { EventType: string; FunctionARN: unknown }[];
}
interface DistributionConfig {
  readonly DefaultCacheBehavior: CacheBehavior;
  readonly CacheBehaviors: readonly CacheBehavior[];
  readonly Origins: readonly {
    readonly Id: string;
    readonly DomainName: unknown;
    readonly OriginAccessControlId?: unknown;
    readonly S3OriginConfig?: { readonly OriginAccessIdentity: string };
    readonly CustomOriginConfig?: { readonly OriginProtocolPolicy: string; readonly OriginSSLProtocols: string[] };
  }[];
  readonly Logging?: { readonly Bucket: unknown };
}
/** The managed CachingDisabled policy (aws-cdk-lib's CachePolicy.CACHING_DISABLED). */
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
/** The managed AllViewerExceptHostHeader origin request policy. */
const ALL_VIEWER_EXCEPT_HOST = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

let stack: Stack;
let template: Template;
let resources: Record<string, CfnResource>;
let api: apigwv2.HttpApi;
let console_: SvcConsole;
let accessLogBucket: s3.Bucket;
/** The cloud assembly the template came from: staged assets, one directory each. */
let assemblyDir: string;

beforeAll(() => {
  const app = new App({
    context: {
      ...cdkContext,
      OIDC_AUTHORITY: AUTHORITY,
      'svc.console.oidc-client-id': CLIENT_ID,
      'svc.console.hdf-browser-endpoint': HSDS,
    },
  });
  stack = new Stack(app, 'ConsoleTest');
  const settings = readSettings(stack);
  api = new apigwv2.HttpApi(stack, 'HttpApi');
  // A stand-in for the stack's API (whose access logs test/infra/stack.test.ts covers).
  NagSuppressions.addResourceSuppressions(
    api,
    [{ id: 'AwsSolutions-APIG1', reason: 'stand-in API of this test' }],
    true,
  );
  accessLogBucket = new s3.Bucket(stack, 'AccessLogBucket', { enforceSSL: true });
  const filesBucket = new s3.Bucket(stack, 'FilesBucket', {
    enforceSSL: true,
    serverAccessLogsBucket: accessLogBucket,
  });
  console_ = new SvcConsole(stack, 'Console', { settings: settings.console, api, accessLogBucket, filesBucket });
  Aspects.of(stack).add(new AwsSolutionsChecks({ verbose: true }));
  template = Template.fromStack(stack);
  assemblyDir = app.synth().directory;
  resources = template.toJSON().Resources as Record<string, CfnResource>;
}, 300_000);

const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);
const logicalId = (c: IConstruct) => stack.getLogicalId(c.node.defaultChild as CfnElement);
const distribution = () => {
  const all = ofType('AWS::CloudFront::Distribution');
  expect(all).toHaveLength(1);
  return all[0]![1].Properties['DistributionConfig'] as DistributionConfig;
};
const behavior = (pattern: string) => {
  const b = distribution().CacheBehaviors.find((x) => x.PathPattern === pattern);
  expect(b, pattern).toBeDefined();
  return b!;
};
const originOf = (b: CacheBehavior) => distribution().Origins.find((o) => o.Id === b.TargetOriginId)!;
/** CloudFormation JSON with its intrinsics flattened to text, for asserting on strings that embed tokens. */
const text = (v: unknown) => JSON.stringify(v);

describe('console bucket', () => {
  const bucket = () => resources[logicalId(console_.bucket)]!.Properties;

  it('is private, encrypted and logs to the access-log bucket', () => {
    expect(bucket()['PublicAccessBlockConfiguration']).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(text(bucket()['BucketEncryption'])).toContain('AES256');
    expect(bucket()['LoggingConfiguration']).toEqual({
      DestinationBucketName: {
        Ref: logicalId(accessLogBucket),
      },
      LogFilePrefix: 'console/',
    });
  });

  it('is read by the distribution only (origin access control), and only over TLS', () => {
    const policy = ofType('AWS::S3::BucketPolicy').find(([, r]) =>
      text(r.Properties['Bucket']).includes(logicalId(console_.bucket)),
    );
    const statements = (policy![1].Properties['PolicyDocument'] as { Statement: Record<string, unknown>[] }).Statement;
    expect(statements).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        expect.objectContaining({
          Effect: 'Allow',
          Action: 's3:GetObject',
          Principal: { Service: 'cloudfront.amazonaws.com' },
        }),
      ]),
    );
    // No one else is allowed anything: every Allow is CloudFront's, bound to this distribution.
    for (const s of statements.filter((x) => x['Effect'] === 'Allow')) {
      expect(s['Principal']).toEqual({ Service: 'cloudfront.amazonaws.com' });
      expect(text(s['Condition'])).toContain(logicalId(console_.distribution));
    }
    const oac = ofType('AWS::CloudFront::OriginAccessControl');
    expect(oac).toHaveLength(1);
    expect(oac[0]![1].Properties['OriginAccessControlConfig']).toMatchObject({
      OriginAccessControlOriginType: 's3',
      SigningBehavior: 'always',
      SigningProtocol: 'sigv4',
    });
  });
});

describe('distribution', () => {
  it('serves the default behaviour from the bucket through OAC (no OAI), routing client-side paths to index.html', () => {
    const d = distribution().DefaultCacheBehavior;
    const origin = originOf(d);
    expect(text(origin.DomainName)).toContain(logicalId(console_.bucket));
    expect(origin.OriginAccessControlId).toBeDefined();
    expect(origin.S3OriginConfig?.OriginAccessIdentity ?? '').toBe('');
    expect(d.CachePolicyId).toBe(CACHING_DISABLED);
    expect(d.FunctionAssociations).toEqual([{ EventType: 'viewer-request', FunctionARN: expect.anything() }]);
  });

  it.each(API_PATH_PATTERNS)('sends %s to the HTTP API: all methods, no caching, every viewer header but Host', (p) => {
    const b = behavior(p);
    expect(b.CachePolicyId).toBe(CACHING_DISABLED);
    expect(b.OriginRequestPolicyId).toBe(ALL_VIEWER_EXCEPT_HOST);
    expect(b.AllowedMethods).toEqual(
      expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']),
    );
    const origin = originOf(b);
    expect(origin.CustomOriginConfig).toMatchObject({
      OriginProtocolPolicy: 'https-only',
      OriginSSLProtocols: ['TLSv1.2'],
    });
    // The host of the API's own endpoint, https://<api id>.execute-api.<region>.<suffix> ($default stage: no path).
    expect(origin.DomainName).toEqual({
      'Fn::Select': [2, { 'Fn::Split': ['/', { 'Fn::GetAtt': [logicalId(api), 'ApiEndpoint'] }] }],
    });
    expect(b.ResponseHeadersPolicyId).toBeUndefined();
  });

  it('caches hashed assets for a year, and index.html, config.json and client-side routes never', () => {
    const assets = behavior('/console/assets/*');
    expect(originOf(assets).Id).toBe(distribution().DefaultCacheBehavior.TargetOriginId);
    const policy = ofType('AWS::CloudFront::CachePolicy').find(([id]) => text(assets.CachePolicyId).includes(id));
    expect(policy![1].Properties['CachePolicyConfig']).toMatchObject({
      DefaultTTL: 31_536_000,
      MaxTTL: 31_536_000,
      ParametersInCacheKeyAndForwardedToOrigin: { EnableAcceptEncodingGzip: true, EnableAcceptEncodingBrotli: true },
    });
    expect(distribution().DefaultCacheBehavior.CachePolicyId).toBe(CACHING_DISABLED);
  });

  it('is the console URL output of the stack', () => {
    expect(template.toJSON().Outputs['ConsoleUrl'].Value).toEqual({
      'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [logicalId(console_.distribution), 'DomainName'] }, '/console/']],
    });
  });

  it('logs requests to its own bucket', () => {
    expect(text(distribution().Logging?.Bucket)).toContain('ConsoleCdnLogBucket');
  });
});

describe('SPA routing function', () => {
  type Result = { uri?: string; statusCode?: number; headers?: { location: { value: string } } };
  const route = (uri: string): Result => {
    const handler = runInNewContext(`${SPA_ROUTING_CODE}; handler`) as (e: unknown) => Result;
    return handler({ request: { uri, method: 'GET', headers: {} } });
  };

  it('is the code the template carries', () => {
    const fn = ofType('AWS::CloudFront::Function');
    expect(fn).toHaveLength(1);
    expect(fn[0]![1].Properties['FunctionCode']).toBe(SPA_ROUTING_CODE);
    expect(fn[0]![1].Properties['FunctionConfig']).toMatchObject({ Runtime: 'cloudfront-js-2.0' });
  });

  it.each([
    ['/console/', '/console/index.html'],
    ['/console/collections', '/console/index.html'],
    ['/console/collections/42/data-objects/7', '/console/index.html'],
    ['/console/config.json', '/console/config.json'],
    ['/console/favicon.svg', '/console/favicon.svg'],
    ['/console/assets/gone-Ab12.js', '/console/assets/gone-Ab12.js'],
    ['/elsewhere', '/elsewhere'],
  ])('%s → %s', (uri, expected) => {
    expect(route(uri).uri).toBe(expected);
  });

  it('redirects / and /console to /console/', () => {
    expect(route('/')).toMatchObject({ statusCode: 302, headers: { location: { value: '/console/' } } });
    expect(route('/console')).toMatchObject({ statusCode: 308, headers: { location: { value: '/console/' } } });
  });
});

describe('response headers', () => {
  const config = () => {
    const all = ofType('AWS::CloudFront::ResponseHeadersPolicy');
    expect(all).toHaveLength(1);
    return all[0]![1].Properties['ResponseHeadersPolicyConfig'] as {
      SecurityHeadersConfig: Record<string, Record<string, unknown>>;
    };
  };
  /** The policy as text, with the tokens of the widened connect-src (Fn::Join parts) joined back. */
  const csp = (): string => {
    const v = config().SecurityHeadersConfig['ContentSecurityPolicy']!['ContentSecurityPolicy'];
    if (typeof v === 'string') return v;
    const [, parts] = (v as { 'Fn::Join': [string, unknown[]] })['Fn::Join'];
    return parts.map((p) => (typeof p === 'string' ? p : '<token>')).join('');
  };
  const directive = (name: string) =>
    csp()
      .split('; ')
      .find((d) => d.startsWith(`${name} `));

  it("allow scripts from the console's own origin only, like the local gateway", () => {
    expect(directive('script-src')).toBe("script-src 'self'");
    expect(directive('default-src')).toBe("default-src 'self'");
    // Every directive of the local policy, unchanged but connect-src.
    for (const d of CONSOLE_CSP.split('; ').filter((x) => !x.startsWith('connect-src ') && !x.startsWith('media-src ')))
      expect(csp().split('; ')).toContain(d);
  });

  it('let video previews stream from the files bucket (presigned stream URLs), nothing else', () => {
    expect(directive('media-src')).toBe("media-src 'self' https://<token>");
  });

  it('let the browser fetch from the files bucket (presigned transfers), the OIDC issuer and the named HSDS, nothing else', () => {
    expect(directive('connect-src')).toBe(
      "connect-src 'self' https://<token> https://idp.example.org https://hsds.example.org",
    );
  });

  it('set HSTS, nosniff, DENY framing and no referrer, over what the origin says', () => {
    const h = config().SecurityHeadersConfig;
    expect(h['StrictTransportSecurity']).toMatchObject({ AccessControlMaxAgeSec: 31_536_000, Override: true });
    expect(h['ContentTypeOptions']).toEqual({ Override: true });
    expect(h['FrameOptions']).toEqual({ FrameOption: 'DENY', Override: true });
    expect(h['ReferrerPolicy']).toEqual({ ReferrerPolicy: 'no-referrer', Override: true });
    expect(h['ContentSecurityPolicy']).toMatchObject({ Override: true });
  });

  it('apply to the console behaviours', () => {
    const policyId = logicalId(console_.node.findChild('SecurityHeaders'));
    expect(text(distribution().DefaultCacheBehavior.ResponseHeadersPolicyId)).toContain(policyId);
    expect(text(behavior('/console/assets/*').ResponseHeadersPolicyId)).toContain(policyId);
  });
});

describe('deployment', () => {
  const deployments = () => ofType('Custom::CDKBucketDeployment').map(([id, r]) => [id, r.Properties] as const);

  it('copies console/dist (without the build stamp) and config.json under console/, never pruning old files', () => {
    expect(deployments()).toHaveLength(2);
    for (const [id, p] of deployments()) {
      expect(p['Prune'], id).toBe(false);
      expect(p['DestinationBucketKeyPrefix'], id).toBe('console/');
      expect(text(p['DestinationBucketName']), id).toContain(logicalId(console_.bucket));
    }
  });

  it('marks assets immutable for a year and index.html/config.json no-cache; assets land first', () => {
    const byCache = (v: string) => deployments().find(([, p]) => text(p['SystemMetadata']).includes(v));
    const [assetsId, assets] = byCache(ASSETS_CACHE_CONTROL)!;
    const [, shell] = byCache(`"cache-control":"${SHELL_CACHE_CONTROL}"`)!;
    expect(assets['SystemMetadata']).toEqual({ 'cache-control': ASSETS_CACHE_CONTROL });
    expect(shell['SystemMetadata']).toEqual({ 'cache-control': SHELL_CACHE_CONTROL });
    const shellId = deployments().find(([id]) => id !== assetsId)![0];
    expect(text(template.toJSON().Resources[shellId].DependsOn)).toContain(assetsId);
  });

  it('writes config.json with the API on its own origin, the OIDC authority and client id and the HSDS from context', () => {
    const shell = deployments().find(([, p]) => text(p['SystemMetadata']).includes(SHELL_CACHE_CONTROL))![1];
    // Source.jsonData stages the document as an asset of its own; the shell deployment copies it.
    const staged = readdirSync(assemblyDir)
      .filter((d) => d.startsWith('asset.') && existsSync(path.join(assemblyDir, d, 'config.json')))
      .map((d) => ({ hash: d.slice('asset.'.length), file: path.join(assemblyDir, d, 'config.json') }));
    expect(staged).toHaveLength(1);
    expect(text(shell['SourceObjectKeys'])).toContain(`${staged[0]!.hash}.zip`);
    expect(JSON.parse(readFileSync(staged[0]!.file, 'utf8'))).toEqual({
      apiBase: '',
      oidc: { authority: AUTHORITY, clientId: CLIENT_ID },
      hdfBrowserEndpoint: HSDS,
    });
  });

  it('names no HSDS in config.json without the setting (the console then offers no HDF browsing)', () => {
    const settings = { enabled: true, oidcAuthority: null, oidcClientId: null, hdfBrowserEndpoint: null };
    expect(consoleConfigJson(settings)).toEqual({ apiBase: '', oidc: { authority: null, clientId: null } });
  });

  it('uploads the built console with its hashed assets and without the build stamp', () => {
    const dirs = readdirSync(assemblyDir).filter((d) => d.startsWith('asset.'));
    const withIndex = dirs.filter((d) => existsSync(path.join(assemblyDir, d, 'index.html')));
    const withAssets = dirs.filter((d) => existsSync(path.join(assemblyDir, d, 'assets')));
    expect(withIndex).toHaveLength(1);
    expect(withAssets).toHaveLength(1);
    expect(readdirSync(path.join(assemblyDir, withIndex[0]!))).not.toContain('assets');
    expect(readdirSync(path.join(assemblyDir, withAssets[0]!))).toEqual(['assets']);
    for (const d of [...withIndex, ...withAssets])
      expect(readdirSync(path.join(assemblyDir, d))).not.toContain(consoleStampName);
    expect(readdirSync(path.join(assemblyDir, withAssets[0]!, 'assets')).sort()).toEqual(
      readdirSync(path.join(consoleDist, 'assets')).sort(),
    );
  });
});

describe('console build', () => {
  it('is stamped with the hash of its sources, and the stamp is not uploaded', () => {
    expect(readFileSync(path.join(consoleDist, consoleStampName), 'utf8')).toBe(consoleSourcesHash());
    expect(readFileSync(path.join(consoleDist, 'index.html'), 'utf8')).toContain('/console/assets/');
  });
});

describe('context', () => {
  const settingsOf = (context: Record<string, unknown>) => readSettings(new Stack(new App({ context }), 'S')).console;

  it('enables the console by default, with the issuer of OIDC_AUTHORITY and no client id', () => {
    expect(settingsOf({})).toEqual({
      enabled: true,
      oidcAuthority: null,
      oidcClientId: null,
      hdfBrowserEndpoint: null,
    });
    expect(settingsOf({ OIDC_AUTHORITY: AUTHORITY })).toEqual({
      enabled: true,
      oidcAuthority: AUTHORITY,
      oidcClientId: null,
      hdfBrowserEndpoint: null,
    });
  });

  it('takes svc.console.* keys, which never reach the functions', () => {
    const s = readSettings(
      new Stack(
        new App({
          context: {
            OIDC_AUTHORITY: AUTHORITY,
            'svc.console.oidc-authority': 'https://login.example.org',
            'svc.console.oidc-client-id': CLIENT_ID,
            'svc.console.enabled': 'false',
            'svc.console.hdf-browser-endpoint': HSDS,
          },
        }),
        'S',
      ),
    );
    expect(s.console).toEqual({
      enabled: false,
      oidcAuthority: 'https://login.example.org',
      oidcClientId: CLIENT_ID,
      hdfBrowserEndpoint: HSDS,
    });
    expect(s.configEnv).toEqual({ OIDC_AUTHORITY: AUTHORITY });
  });

  it('refuses a bad switch, an http issuer for the console and unknown console keys', () => {
    const problems = (context: Record<string, unknown>) => {
      try {
        settingsOf(context);
        return '';
      } catch (e) {
        if (e instanceof SettingsError) return e.problems.join('\n');
        throw e;
      }
    };
    expect(problems({ 'svc.console.enabled': 'yes' })).toMatch(/svc\.console\.enabled must be true or false/);
    expect(problems({ 'svc.console.oidc-authority': 'http://idp.example.org' })).toMatch(/must be an https issuer URL/);
    expect(problems({ OIDC_AUTHORITY: 'http://idp.example.org', 'svc.console.enabled': false })).toBe('');
    expect(problems({ 'svc.console.hdf-browser-endpoint': 'http://10.0.3.7:5101' })).toMatch(
      /svc\.console\.hdf-browser-endpoint must be an https URL/,
    );
    expect(problems({ 'svc.console.oidc-secret': 'x' })).toMatch(/svc\.console\.oidc-secret is not a key/);
  });
});

describe('cdk-nag AwsSolutions', () => {
  /** Findings of the console's resources (the stand-in API and buckets of this test are not under test). */
  const ours = (findings: ReturnType<ReturnType<typeof Annotations.fromStack>['findError']>) =>
    findings.filter((f) => /^\/ConsoleTest\/(Console\/|Custom::CDKBucketDeployment)/.test(f.id));

  it('reports no unsuppressed errors or warnings for the console', () => {
    const a = Annotations.fromStack(stack);
    const all = [
      ...ours(a.findError('*', Match.stringLikeRegexp('AwsSolutions-.*'))),
      ...ours(a.findWarning('*', Match.stringLikeRegexp('AwsSolutions-.*'))),
    ];
    expect(all.map((e) => `${e.id}: ${String(e.entry.data)}`)).toEqual([]);
  });
});
