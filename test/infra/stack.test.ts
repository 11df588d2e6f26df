import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { App, Aspects, Stack, type CfnElement } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { configKeys, envName } from '../../layers/core/src/platform/config/keys.ts';
import { routeKey } from '../../layers/core/src/kernel/route-types.ts';
import { fallbackGroup, routes } from '../../layers/core/src/app/routes.ts';
import { answersAnySize } from '../../layers/core/src/kernel/route-common.ts';
import {
  bucketEnv,
  buckets,
  consumerQueues,
  queueEnv,
  queues,
  schedules,
  tableEnv,
  tables,
} from '../../layers/core/src/platform/resources/definitions.ts';
import { repoPath } from '../../infra/lib/paths.ts';
import { type DeployAssembly, synthesizeForDeploy } from '../support/deploy-synth.ts';
import { explorerPackage, explorerShippedFiles } from '../../layers/core/src/features/ops/explorer-files.ts';
import {
  BUNDLES_DIR_NAME,
  shippedBundleFiles,
  sparqlEnginePackage,
  sparqlEngineShippedFiles,
} from '../../layers/core/src/features/ontologies/shipped-files.ts';
import {
  mappingEnginePackage,
  mappingEngineShippedFiles,
} from '../../layers/core/src/features/mappings/shipped-files.ts';
import { spreadsheetPackage, spreadsheetShippedFiles } from '../../layers/core/src/features/views/shipped-files.ts';
import { truststorePackage, truststoreShippedFiles } from '../../layers/core/src/platform/plugins/shipped-files.ts';
import { outboundPackage, outboundShippedFiles } from '../../layers/core/src/platform/net/shipped-files.ts';
import { SvcStack } from '../../infra/stacks/svc-stack.ts';

/**
 * A synthesized resource. Its properties are CloudFormation JSON: the ones the assertions below walk into are
 * typed as CloudFormation writes them (absent on resource types that do not have them), the rest stay unknown.
 */
interface Properties {
  readonly [name: string]: unknown;
  readonly Environment?: { readonly Variables: Readonly<Record<string, unknown>> };
  readonly LoggingConfig?: { readonly LogGroup?: unknown };
  readonly Code?: { readonly S3Key: unknown };
  readonly PolicyDocument?: { readonly Statement: unknown };
  readonly BucketEncryption?: {
    readonly ServerSideEncryptionConfiguration: readonly {
      readonly ServerSideEncryptionByDefault: { readonly SSEAlgorithm: string };
    }[];
  };
  readonly LifecycleConfiguration?: { readonly Rules: readonly { readonly Prefix?: string }[] };
  readonly CorsConfiguration?: { readonly CorsRules: unknown };
  readonly LoggingConfiguration?: { readonly DestinationBucketName: unknown };
  readonly KeySchema?: readonly unknown[];
  readonly GlobalSecondaryIndexes?: readonly { readonly IndexName: string; readonly Projection: unknown }[];
}
type Resource = { Type: string; Properties: Properties };

// Two syntheses of the same stack: one in this process with bundling skipped, whose construct tree
// cdk-nag and the wiring checks walk, and the deploy synthesis (every function bundled by esbuild) in a
// child process (test/support/deploy-synth.ts), whose staged bundles the bundle checks read.
let stack: SvcStack;
let template: Template;
let resources: Record<string, Resource>;
let deployed: DeployAssembly;

beforeAll(async () => {
  const cdkJson = JSON.parse(readFileSync(repoPath('cdk.json'), 'utf8')) as { context: Record<string, unknown> };
  const bundled = synthesizeForDeploy('SvcTest', { ...cdkJson.context, nag: false });
  bundled.catch(() => undefined); // awaited below
  const app = new App({ context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [] } });
  stack = new SvcStack(app, 'SvcTest');
  Aspects.of(stack).add(new AwsSolutionsChecks({ verbose: true }));
  template = Template.fromStack(stack);
  resources = template.toJSON().Resources as Record<string, Resource>;
  deployed = await bundled;
}, 300_000);

const logicalId = (c: IConstruct) => Stack.of(c).getLogicalId(c.node.defaultChild as CfnElement);
const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);
const groups = [...new Set<string>([...routes.map((r) => r.group), fallbackGroup])];

describe('HTTP API', () => {
  const apiRoutes = () => ofType('AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties);
  const authorizerId = () => ofType('AWS::ApiGatewayV2::Authorizer')[0]![0];
  /** Route → function logical id, through the integration's IntegrationUri. */
  const functionOfRoute = (route: Record<string, unknown>) => {
    const target = JSON.stringify(route['Target']);
    const integration = ofType('AWS::ApiGatewayV2::Integration').find(([id]) => target.includes(`"${id}"`));
    expect(integration, `integration of ${route['RouteKey']}`).toBeDefined();
    return (integration![1].Properties['IntegrationUri'] as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  };

  it('has one route per route-table row plus $default, and nothing else', () => {
    const keys = apiRoutes()
      .map((r) => r['RouteKey'] as string)
      .sort();
    expect(keys).toEqual([...routes.map(routeKey), '$default'].sort());
  });

  it.each(routes.map((r) => [routeKey(r), r] as const))(
    '%s → its group function, authorizer iff not public',
    (_key, r) => {
      const route = apiRoutes().find((x) => x['RouteKey'] === routeKey(r))!;
      expect(functionOfRoute(route)).toBe(logicalId(stack.functions[r.group]!.fn));
      if (r.auth === 'public') {
        expect(route['AuthorizationType'] ?? 'NONE').toBe('NONE');
        expect(route['AuthorizerId']).toBeUndefined();
      } else {
        expect(route['AuthorizationType']).toBe('CUSTOM');
        expect(route['AuthorizerId']).toEqual({ Ref: authorizerId() });
      }
    },
  );

  it('sends $default to the fallback group without an authorizer', () => {
    const route = apiRoutes().find((x) => x['RouteKey'] === '$default')!;
    expect(functionOfRoute(route)).toBe(logicalId(stack.functions[fallbackGroup]!.fn));
    expect(route['AuthorizerId']).toBeUndefined();
  });

  it('uses payload 2.0 Lambda proxy integrations, one per group', () => {
    const integrations = ofType('AWS::ApiGatewayV2::Integration');
    expect(integrations).toHaveLength(groups.length);
    for (const [, i] of integrations) {
      expect(i.Properties).toMatchObject({ IntegrationType: 'AWS_PROXY', PayloadFormatVersion: '2.0' });
    }
  });

  it('has one Lambda authorizer: simple responses, payload 2.0, no identity source, no cache', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 1);
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'REQUEST',
      EnableSimpleResponses: true,
      AuthorizerPayloadFormatVersion: '2.0',
      AuthorizerResultTtlInSeconds: 0,
      IdentitySource: Match.absent(),
      AuthorizerUri: Match.objectLike({
        'Fn::Join': ['', Match.arrayWith([{ 'Fn::GetAtt': [logicalId(stack.functions['authorizer']!.fn), 'Arn'] }])],
      }),
    });
  });

  it('lets API Gateway invoke each group function and the authorizer, once each', () => {
    for (const id of [...groups, 'authorizer']) {
      const perms = ofType('AWS::Lambda::Permission').filter(
        ([, p]) =>
          p.Properties['Principal'] === 'apigateway.amazonaws.com' &&
          JSON.stringify(p.Properties['FunctionName']).includes(logicalId(stack.functions[id]!.fn)),
      );
      expect(perms, id).toHaveLength(1);
    }
  });

  it('has CORS from cors.ts, access logging and a throttled $default stage', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      ProtocolType: 'HTTP',
      CorsConfiguration: Match.objectLike({
        AllowOrigins: ['*'],
        AllowHeaders: Match.arrayWith(['Authorization', 'X-API-KEY']),
        AllowMethods: Match.arrayWith(['GET', 'POST', 'DELETE', 'OPTIONS']),
        MaxAge: 600,
      }),
    });
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('\\$context\\.requestId') },
      DefaultRouteSettings: { ThrottlingRateLimit: Match.anyValue(), ThrottlingBurstLimit: Match.anyValue() },
    });
  });
});

describe('Lambda functions', () => {
  /** The console's BucketDeployment handler is CDK's deploy-time custom resource, not a service function. */
  const consoleDeployment = (id: string) => id.startsWith('CustomCDKBucketDeployment');
  const functions = () =>
    ofType('AWS::Lambda::Function')
      .filter(([id]) => !consoleDeployment(id))
      .map(([id, r]) => [id, r.Properties] as const);

  it('exist once per group, plus the authorizer, one per schedule and one per queue consumer (no helper functions)', () => {
    expect(functions()).toHaveLength(groups.length + 1 + schedules.length + consumerQueues.length);
    expect(ofType('AWS::Lambda::Function').filter(([id]) => consoleDeployment(id))).toHaveLength(stack.console ? 1 : 0);
  });

  it('all run nodejs22.x on arm64 with tracing, source maps and their own log group', () => {
    for (const [id, p] of functions()) {
      expect(p['Runtime'], id).toBe('nodejs22.x');
      expect(p['Architectures'], id).toEqual(['arm64']);
      expect(p['TracingConfig'], id).toEqual({ Mode: 'Active' });
      expect(p['Handler'], id).toBe('index.handler');
      expect(p['Environment']?.Variables['NODE_OPTIONS'], id).toBe('--enable-source-maps');
      expect(p['LoggingConfig']?.LogGroup, id).toBeDefined();
    }
  });

  it('HTTP functions: 512 MB, 29 s; authorizer 256 MB', () => {
    const props = (id: string) => resources[logicalId(stack.functions[id]!.fn)]!.Properties;
    for (const g of groups) expect(props(g)).toMatchObject({ MemorySize: 512, Timeout: 29 });
    expect(props('authorizer')).toMatchObject({ MemorySize: 256 });
  });

  it('get every resource name, the secret ARNs and no secret configuration key', () => {
    const secretEnv = configKeys.filter((k) => 'secret' in k && k.secret).map((k) => envName(k.key));
    for (const [id, p] of functions()) {
      const vars = Object.keys(p['Environment']?.Variables ?? {});
      expect(vars, id).toEqual(
        expect.arrayContaining([
          ...tables.map((t) => tableEnv(t.id)),
          ...queues.map((q) => queueEnv(q.id)),
          ...buckets.map((b) => bucketEnv(b.id)),
          'SVC_NEO4J_SECRET_ARN',
          'SVC_HDF_SECRET_ARN',
          'SVC_AUTH_SIGNING_SECRET_ARN',
          'SVC_AWS_REGION',
        ]),
      );
      for (const s of secretEnv) expect(vars, id).not.toContain(s);
    }
  });

  it('are bundled as minified ESM with the createRequire banner and the build version', () => {
    const pkg = JSON.parse(readFileSync(repoPath('package.json'), 'utf8')) as { version: string };
    for (const [id] of functions()) {
      const bundle = readFileSync(path.join(deployed.assetDir(id), 'index.mjs'), 'utf8');
      expect(bundle.startsWith("import { createRequire as __svcCreateRequire } from 'node:module';"), id).toBe(true);
      expect(bundle, id).not.toContain('__SVC_BUILD_VERSION__');
      expect(bundle, id).toContain(JSON.stringify(pkg.version));
    }
  });

  it('are at most 1.5 MB each (issue 12: bundle size is cold-start time)', () => {
    const sizes = Object.fromEntries(
      functions().map(([id]) => [id, statSync(path.join(deployed.assetDir(id), 'index.mjs')).size]),
    );
    expect(Object.entries(sizes).filter(([, bytes]) => bytes > 1_500_000)).toEqual([]);
  });

  it('ship the API explorer files beside the ops bundle only, never inside a bundle', () => {
    const assetDir = (fnLogicalId: string) => deployed.assetDir(fnLogicalId);
    const ops = assetDir(logicalId(stack.functions['ops']!.fn));
    const shipped = path.join(ops, 'node_modules', explorerPackage);
    const source = path.dirname(createRequire(import.meta.url).resolve(`${explorerPackage}/package.json`));
    expect(readdirSync(shipped).sort()).toEqual([...explorerShippedFiles].sort());
    for (const f of explorerShippedFiles) {
      expect(readFileSync(path.join(shipped, f)).equals(readFileSync(path.join(source, f))), f).toBe(true);
    }
    const sample = readFileSync(path.join(source, 'swagger-ui-bundle.js'), 'utf8').slice(500_000, 500_200);
    for (const [id] of functions()) {
      const dir = assetDir(id);
      expect(readFileSync(path.join(dir, 'index.mjs'), 'utf8').includes(sample), id).toBe(false);
      const shipsPackages = [stack.functions['semantic']!, stack.functions['templates']!].some(
        (f) => id === logicalId(f.fn),
      );
      if (dir !== ops && !shipsPackages)
        expect(readdirSync(path.join(dir, 'node_modules')).sort(), id).toEqual(
          [truststorePackage, outboundPackage].sort(),
        );
    }
  });

  it('ship undici beside every bundle (the outbound guard), never inside one, resolvable from the bundle', async () => {
    const source = path.dirname(createRequire(import.meta.url).resolve(`${outboundPackage}/package.json`));
    const files = outboundShippedFiles();
    expect(files).toContain('lib/dispatcher/agent.js');
    for (const [id] of functions()) {
      const shipped = path.join(deployed.assetDir(id), 'node_modules', outboundPackage);
      for (const f of files)
        expect(readFileSync(path.join(shipped, f)).equals(readFileSync(path.join(source, f))), `${id} ${f}`).toBe(true);
      expect(readFileSync(path.join(deployed.assetDir(id), 'index.mjs'), 'utf8'), id).not.toContain(
        'RequestContentLengthMismatchError',
      );
    }
    const semantic = deployed.assetDir(logicalId(stack.functions['semantic']!.fn));
    const undici = (await import(path.join(semantic, 'node_modules', outboundPackage, 'index.js'))) as {
      Agent: unknown;
      buildConnector: unknown;
    };
    expect(typeof undici.Agent).toBe('function');
    expect(typeof undici.buildConnector).toBe('function');
  });

  it('ship node-forge beside every bundle (PKCS#12 truststores), never inside one, resolvable from the bundle', () => {
    const source = path.dirname(createRequire(import.meta.url).resolve(`${truststorePackage}/package.json`));
    const files = truststoreShippedFiles();
    expect(files).toContain('lib/pkcs12.js');
    for (const [id] of functions()) {
      const dir = deployed.assetDir(id);
      const shipped = path.join(dir, 'node_modules', truststorePackage);
      for (const f of files)
        expect(readFileSync(path.join(shipped, f)).equals(readFileSync(path.join(source, f))), `${id} ${f}`).toBe(true);
      expect(readFileSync(path.join(dir, 'index.mjs'), 'utf8'), id).not.toContain('PKCS#12 MAC could not be verified');
    }
    const forge = createRequire(path.join(deployed.assetDir(logicalId(stack.functions['admin']!.fn)), 'index.mjs'))(
      truststorePackage,
    ) as { pkcs12: { pkcs12FromAsn1: unknown } };
    expect(typeof forge.pkcs12.pkcs12FromAsn1).toBe('function');
  });

  it("ship JSONata beside the templates bundle, where the mapping sandbox's child process requires it by path", () => {
    const templates = deployed.assetDir(logicalId(stack.functions['templates']!.fn));
    const shipped = path.join(templates, 'node_modules', mappingEnginePackage);
    const source = path.dirname(createRequire(import.meta.url).resolve(`${mappingEnginePackage}/package.json`));
    expect(readdirSync(shipped).sort()).toEqual([...mappingEngineShippedFiles].sort());
    for (const f of mappingEngineShippedFiles)
      expect(readFileSync(path.join(shipped, f)).equals(readFileSync(path.join(source, f))), f).toBe(true);
    // What sandbox.ts does in Lambda: resolve the package from the bundle's own folder.
    const fromBundle = createRequire(path.join(templates, 'index.mjs'));
    expect(fromBundle.resolve(mappingEnginePackage)).toBe(path.join(shipped, 'jsonata.js'));
    const jsonata = fromBundle(mappingEnginePackage) as (e: string) => { evaluate(input: unknown): Promise<unknown> };
    return expect(jsonata('$sum(xs)').evaluate({ xs: [1, 2] })).resolves.toBe(3);
  });

  it("ship exceljs's self-contained build beside the templates bundle (folders kept), never inside it", async () => {
    const templates = deployed.assetDir(logicalId(stack.functions['templates']!.fn));
    const shipped = path.join(templates, 'node_modules', spreadsheetPackage);
    const source = path.dirname(createRequire(import.meta.url).resolve(`${spreadsheetPackage}/package.json`));
    for (const f of spreadsheetShippedFiles)
      expect(readFileSync(path.join(shipped, f)).equals(readFileSync(path.join(source, f))), f).toBe(true);
    expect(readFileSync(path.join(templates, 'index.mjs'), 'utf8')).toContain('exceljs/dist/exceljs.bare.min.js');
    expect(readFileSync(path.join(templates, 'index.mjs'), 'utf8')).not.toContain(
      'schemas.openxmlformats.org/spreadsheetml/2006/main',
    );
    // What spreadsheet.ts does in Lambda: import the build from the bundle's own folder.
    const fromBundle = createRequire(path.join(templates, 'index.mjs'));
    const ExcelJS = fromBundle('exceljs/dist/exceljs.bare.min.js') as typeof import('exceljs');
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('s').getCell('B2').value = 1;
    expect((await wb.xlsx.writeBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('ship Oxigraph (JS glue, WASM, package.json) and the ontology bundles beside the semantic bundle, where its code resolves them', () => {
    const semantic = deployed.assetDir(logicalId(stack.functions['semantic']!.fn));
    const shipped = path.join(semantic, 'node_modules', sparqlEnginePackage);
    const source = path.dirname(createRequire(import.meta.url).resolve(`${sparqlEnginePackage}/package.json`));
    expect(readdirSync(shipped).sort()).toEqual([...sparqlEngineShippedFiles].sort());
    for (const f of sparqlEngineShippedFiles)
      expect(readFileSync(path.join(shipped, f)).equals(readFileSync(path.join(source, f))), f).toBe(true);
    // What sparql-engine.ts does in Lambda: resolve the package from the bundle's own folder, then load it.
    const fromBundle = createRequire(path.join(semantic, 'index.mjs'));
    expect(fromBundle.resolve(sparqlEnginePackage)).toBe(path.join(shipped, 'node.js'));
    const ox = fromBundle(sparqlEnginePackage) as {
      Store: new () => { load(t: string, o: { format: string }): void; query(q: string): boolean };
    };
    const store = new ox.Store();
    store.load('<urn:a> <urn:b> <urn:c> .', { format: 'text/turtle' });
    expect(store.query('ASK { <urn:a> <urn:b> ?o }')).toBe(true);
    expect(readFileSync(path.join(semantic, 'index.mjs'), 'utf8')).not.toContain('__wbg_asyncparseriterator_free');

    // builtin.ts looks for `ontologies/manifest.json` beside index.mjs first.
    const sourceDir = repoPath('layers', 'core', BUNDLES_DIR_NAME);
    const files = shippedBundleFiles(sourceDir);
    expect(files).toHaveLength(16);
    expect(files).toContain('NOTICE');
    for (const f of files)
      expect(
        readFileSync(path.join(semantic, BUNDLES_DIR_NAME, f)).equals(readFileSync(path.join(sourceDir, f))),
        f,
      ).toBe(true);
    expect(existsSync(path.join(semantic, BUNDLES_DIR_NAME, 'generate.ts'))).toBe(false);
    const manifest = JSON.parse(readFileSync(path.join(semantic, BUNDLES_DIR_NAME, 'manifest.json'), 'utf8')) as {
      bundles: { file: string; sha256: string }[];
    };
    for (const b of manifest.bundles)
      expect(
        createHash('sha256')
          .update(readFileSync(path.join(semantic, BUNDLES_DIR_NAME, b.file)))
          .digest('hex'),
        b.file,
      ).toBe(b.sha256);
  });
});

describe('IAM grants (infra/lib/grants.ts)', () => {
  /** All statements of the function's role policies. */
  const statements = (id: string) => {
    const role = logicalId(stack.functions[id]!.role);
    return (
      ofType('AWS::IAM::Policy')
        .filter(([, p]) => JSON.stringify(p.Properties['Roles']).includes(`"${role}"`))
        .flatMap(
          ([, p]) => p.Properties['PolicyDocument']?.Statement as { Action: string | string[]; Resource: unknown }[],
        )
        // One entry per resource: CDK merges statements of the same actions (exports/ and large-answers/).
        .flatMap((s) =>
          ([] as unknown[])
            .concat(s.Resource)
            .map((r) => ({ actions: ([] as string[]).concat(s.Action), resource: JSON.stringify(r) })),
        )
    );
  };
  const secretsRead = (id: string) =>
    statements(id)
      .filter((s) => s.actions.includes('secretsmanager:GetSecretValue'))
      .map((s) => s.resource)
      .join(' ');
  const secretIds = () => ({
    neo4j: logicalId(stack.secrets.neo4j),
    hdf: logicalId(stack.secrets.hdf),
    signing: logicalId(stack.secrets.signing),
  });

  it('authorizer reads exactly the Neo4j and signing secrets and no table', () => {
    const s = secretsRead('authorizer');
    expect(s).toContain(secretIds().neo4j);
    expect(s).toContain(secretIds().signing);
    expect(s).not.toContain(secretIds().hdf);
    expect(
      statements('authorizer')
        .flatMap((x) => x.actions)
        .filter((a) => a.startsWith('dynamodb:')),
    ).toEqual([]);
  });

  it('admin reads and writes the config table; every HTTP function appends provenance', () => {
    const config = logicalId(stack.tables.config);
    expect(statements('admin').some((s) => s.resource.includes(config) && s.actions.includes('dynamodb:PutItem'))).toBe(
      true,
    );
    const provenance = logicalId(stack.tables.provenance);
    for (const g of groups) {
      expect(
        statements(g).some((s) => s.resource.includes(provenance) && s.actions.includes('dynamodb:PutItem')),
        g,
      ).toBe(true);
    }
  });

  it('ops may only describe tables other than provenance and config (it reads plugin toggles)', () => {
    for (const s of statements(fallbackGroup).filter((x) => x.actions.some((a) => a.startsWith('dynamodb:')))) {
      if (s.resource.includes(logicalId(stack.tables.provenance))) continue;
      if (s.resource.includes(logicalId(stack.tables.config))) {
        for (const a of s.actions)
          expect([
            'dynamodb:DescribeTable',
            'dynamodb:GetItem',
            'dynamodb:BatchGetItem',
            'dynamodb:Query',
            'dynamodb:Scan',
            'dynamodb:ConditionCheckItem',
          ]).toContain(a);
        continue;
      }
      expect(s.actions).toEqual(['dynamodb:DescribeTable']);
    }
  });

  it('grants no wildcard except the X-Ray statement and S3 object ARNs of the files bucket', () => {
    const bucket = logicalId(stack.buckets.files);
    const objectPatterns = ['/*', '/exports/*', '/large-answers/*', '/structured/*', '/ontologies/*'].map(
      (p) => `{"Fn::Join":["",[{"Fn::GetAtt":["${bucket}","Arn"]},"${p}"]]}`,
    );
    for (const id of Object.keys(stack.functions)) {
      for (const s of statements(id)) {
        if (s.actions.some((a) => a.startsWith('xray:'))) continue;
        for (const a of s.actions) expect(a, id).not.toContain('*');
        // The ai plugin's models and the operator-kept credentials are an admin's runtime choice (infra/lib/grants.ts aiActions, credentialActions).
        if (id === 'plugins' && s.actions.join() === 'bedrock:InvokeModel') continue;
        if (s.actions.join() === 'secretsmanager:GetSecretValue' && /"\/(ai|publishing)\/\*"\]\]\}$/.test(s.resource))
          continue;
        if (objectPatterns.includes(s.resource)) {
          for (const a of s.actions)
            expect(a, `${id}: object-ARN wildcard only for S3 object actions`).toMatch(
              /^s3:(Get|Put|Delete)Object$|^s3:(AbortMultipartUpload|ListMultipartUploadParts)$/,
            );
          continue;
        }
        expect(s.resource, `${id}: ${s.actions.join(',')}`).not.toContain('*');
      }
    }
  });

  it('only the files function touches the bucket: all objects for payloads, exports/ for ZIPs; structured data (and templates, whose mappings store documents) only structured/, semantic only ontologies/; large-answers/ only the functions with a read of any size (every legacy list or search, the timeseries and structured-data payloads)', () => {
    const bucket = logicalId(stack.buckets.files);
    const objects = (prefix: string) => `{"Fn::Join":["",[{"Fn::GetAtt":["${bucket}","Arn"]},"${prefix}"]]}`;
    const anySize = new Set<string>(routes.filter(answersAnySize).map((r) => r.group));
    expect([...anySize].sort()).toEqual(
      expect.arrayContaining(['legacy', 'legacy-search', 'structured-data', 'timeseries']),
    );
    for (const id of Object.keys(stack.functions)) {
      const all = statements(id).filter((s) => s.actions.some((a) => a.startsWith('s3:')));
      const answers = all.filter((s) => s.resource === objects('/large-answers/*'));
      expect(answers.flatMap((s) => s.actions).sort(), id).toEqual(
        anySize.has(id)
          ? ['s3:AbortMultipartUpload', 's3:GetObject', 's3:ListMultipartUploadParts', 's3:PutObject']
          : [],
      );
      const s3 = all.filter((s) => s.resource !== objects('/large-answers/*'));
      if (id === 'structured-data' || id === 'templates') {
        expect(
          s3.map((s) => s.resource),
          id,
        ).toEqual([objects('/structured/*')]);
        continue;
      }
      if (id === 'semantic') {
        expect(
          s3.map((s) => s.resource),
          id,
        ).toEqual([objects('/ontologies/*')]);
        continue;
      }
      if (id !== 'legacy-files' && !consumerQueues.some((q) => q.consumer === id) && id !== 'admin') {
        expect(s3, id).toEqual([]);
        continue;
      }
      for (const s of s3) expect(s.resource, id).toContain(bucket);
    }
    const files = statements('legacy-files');
    expect(files.some((s) => s.resource.endsWith('"/*"]]}') && s.actions.includes('s3:PutObject'))).toBe(true);
    expect(files.some((s) => s.resource.endsWith('"/exports/*"]]}') && s.actions.includes('s3:PutObject'))).toBe(true);
    expect(files.some((s) => s.actions.includes('s3:ListBucket') && !s.resource.includes('/'))).toBe(true);
  });

  it('every queue with a consumer feeds its worker function with partial batch responses', () => {
    expect(consumerQueues.map((q) => q.id)).toEqual([
      'file-migration',
      'container-deletion',
      'hdf-acl-retry',
      'ontology-refresh',
      'file-metadata',
      'snapshots',
      'import',
    ]);
    for (const q of consumerQueues) {
      const fn = logicalId(stack.functions[q.consumer]!.fn);
      const queue = logicalId(stack.queues[q.id as keyof typeof stack.queues].queue);
      const mappings = ofType('AWS::Lambda::EventSourceMapping').filter(([, m]) =>
        JSON.stringify(m.Properties['FunctionName']).includes(fn),
      );
      expect(mappings, q.id).toHaveLength(1);
      const m = mappings[0]![1].Properties;
      expect(JSON.stringify(m['EventSourceArn'])).toContain(queue);
      expect(m['FunctionResponseTypes']).toEqual(['ReportBatchItemFailures']);
      const timeout = Number(resources[fn]!.Properties['Timeout']);
      expect(timeout).toBeLessThanOrEqual(q.visibilityTimeoutSeconds);
    }
  });
});

describe('plugins layer', () => {
  it('mounts the drop-in plugins layer on every HTTP function and queue worker and points svc.plugins.dir at it', () => {
    // The console's BucketDeployments bring CDK's AWS CLI layer (one per deployment) for their handler.
    const layers = Object.entries(resources).filter(
      ([id, r]) => r.Type === 'AWS::Lambda::LayerVersion' && !/^ConsoleDeploy\w+AwsCliLayer/.test(id),
    );
    expect(layers).toHaveLength(1);
    const layerId = layers[0]![0];
    for (const group of new Set([...routes.map((r) => r.group), ...consumerQueues.map((q) => q.consumer)])) {
      const fn = resources[logicalId(stack.functions[group]!.fn)]!.Properties;
      expect(JSON.stringify(fn['Layers'])).toContain(layerId);
      expect((fn['Environment'] as { Variables: Record<string, string> }).Variables['SVC_PLUGINS_DIR']).toBe(
        '/opt/plugins',
      );
    }
  });
});

describe('S3 bucket', () => {
  const filesBucket = () => resources[logicalId(stack.buckets.files)]!.Properties;

  it('blocks all public access and is encrypted', () => {
    expect(filesBucket()['PublicAccessBlockConfiguration']).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(
      filesBucket()['BucketEncryption']?.ServerSideEncryptionConfiguration[0]?.ServerSideEncryptionByDefault
        .SSEAlgorithm,
    ).toMatch(/^(AES256|aws:kms)$/);
  });

  it('denies non-TLS access', () => {
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: logicalId(stack.buckets.files) },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      },
    });
  });

  it.each(buckets.flatMap((b) => b.expiringPrefixes.map((p) => [b.id, p.prefix, p.days] as const)))(
    '%s expires %s after %i day(s)',
    (id, prefix, days) => {
      const bucket = resources[logicalId(stack.buckets[id])]!.Properties;
      expect(bucket['LifecycleConfiguration']?.Rules).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ Prefix: prefix, ExpirationInDays: days, Status: 'Enabled' }),
        ]),
      );
    },
  );

  it('expires large-answers/ (legacy reads answered by a 303) after a day, old versions and all', () => {
    expect(filesBucket()['LifecycleConfiguration']?.Rules).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          Prefix: 'large-answers/',
          ExpirationInDays: 1,
          NoncurrentVersionExpiration: { NoncurrentDays: 1 },
          Status: 'Enabled',
        }),
      ]),
    );
  });

  it('has the exports/ rule and CORS allowing PUT from the frontend origin', () => {
    expect(filesBucket()['LifecycleConfiguration']?.Rules.some((r) => r.Prefix === 'exports/')).toBe(true);
    expect(filesBucket()['CorsConfiguration']?.CorsRules).toEqual([
      expect.objectContaining({
        AllowedMethods: expect.arrayContaining(['PUT', 'GET', 'HEAD']),
        AllowedOrigins: ['*'],
      }),
    ]);
  });

  it('logs server access to a separate bucket', () => {
    expect(filesBucket()['LoggingConfiguration']?.DestinationBucketName).toEqual({
      Ref: expect.not.stringMatching(logicalId(stack.buckets.files)),
    });
  });
});

describe('DynamoDB tables', () => {
  it('one per definition', () => template.resourceCountIs('AWS::DynamoDB::Table', tables.length));

  it.each(tables.map((t) => [t.id, t] as const))(
    '%s: on-demand, PITR, encrypted, keys/GSIs/TTL as defined',
    (id, def) => {
      const p = resources[logicalId(stack.tables[id])]!.Properties;
      expect(p['TableName']).toBeUndefined();
      expect(p).toMatchObject({
        BillingMode: 'PAY_PER_REQUEST',
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        SSESpecification: { SSEEnabled: true },
      });
      expect(p['KeySchema']?.[0]).toEqual({ AttributeName: def.partitionKey.name, KeyType: 'HASH' });
      expect((p['GlobalSecondaryIndexes'] ?? []).map((g: { IndexName: string }) => g.IndexName)).toEqual(
        def.gsis.map((g) => g.name),
      );
      // A GSI listing its attributes projects only those (the timeseries summaries), else everything.
      expect((p['GlobalSecondaryIndexes'] ?? []).map((g: { Projection: unknown }) => g.Projection)).toEqual(
        def.gsis.map((g) =>
          'include' in g ? { ProjectionType: 'INCLUDE', NonKeyAttributes: [...g.include] } : { ProjectionType: 'ALL' },
        ),
      );
      if ('ttlAttribute' in def)
        expect(p['TimeToLiveSpecification']).toEqual({ AttributeName: def.ttlAttribute, Enabled: true });
    },
  );
});

describe('SQS queues', () => {
  it.each(queues.map((q) => [q.id, q] as const))('%s: redrive to its own DLQ, SSE, TLS only', (id, def) => {
    const { queue, dlq } = stack.queues[id];
    const q = resources[logicalId(queue)]!.Properties;
    expect(q['RedrivePolicy']).toEqual({
      deadLetterTargetArn: { 'Fn::GetAtt': [logicalId(dlq), 'Arn'] },
      maxReceiveCount: def.maxReceiveCount,
    });
    expect(q['VisibilityTimeout']).toBe(def.visibilityTimeoutSeconds);
    expect(q['SqsManagedSseEnabled']).toBe(true);
    expect(resources[logicalId(dlq)]!.Properties['MessageRetentionPeriod']).toBe(def.dlqRetentionDays * 86_400);
    for (const target of [queue, dlq]) {
      template.hasResourceProperties('AWS::SQS::QueuePolicy', {
        Queues: [{ Ref: logicalId(target) }],
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]),
        },
      });
    }
  });
});

describe('schedules', () => {
  it.each(schedules.map((s) => [s.id, s] as const))(
    '%s: EventBridge rule with its cron targets its function',
    (id, def) => {
      template.hasResourceProperties('AWS::Events::Rule', {
        ScheduleExpression: def.cron,
        State: 'ENABLED',
        Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [logicalId(stack.functions[id]!.fn), 'Arn'] } })],
      });
    },
  );
});

describe('secrets and outputs', () => {
  it('creates the three secrets by default', () => template.resourceCountIs('AWS::SecretsManager::Secret', 3));

  it('outputs the API URL, bucket, table and secret names', () => {
    const outputs = Object.keys(template.toJSON().Outputs as object);
    expect(outputs).toEqual(
      expect.arrayContaining([
        'ApiUrl',
        'Neo4jSecretArn',
        'HdfSecretArn',
        'AuthSigningSecretArn',
        'BucketFilesName',
        'TableProvenanceName',
        'TableConfigName',
        'TablePayloadsName',
        'TableMigrationsName',
        'TableIdempotencyName',
      ]),
    );
  });
});

describe('cdk-nag AwsSolutions', () => {
  it('reports no unsuppressed errors', () => {
    const errors = Annotations.fromStack(stack).findError('*', Match.stringLikeRegexp('AwsSolutions-.*'));
    expect(errors.map((e) => `${e.id}: ${String(e.entry.data)}`)).toEqual([]);
  });

  it('reports no unsuppressed warnings', () => {
    const warnings = Annotations.fromStack(stack).findWarning('*', Match.stringLikeRegexp('AwsSolutions-.*'));
    expect(warnings.map((e) => `${e.id}: ${String(e.entry.data)}`)).toEqual([]);
  });
});
