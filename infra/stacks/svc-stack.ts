import { Aws, CfnOutput, Duration, FeatureFlags, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { S3_SERVER_ACCESS_LOGS_USE_BUCKET_POLICY } from 'aws-cdk-lib/cx-api';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import { envName } from '../../layers/core/src/platform/config/keys.ts';
import { routeKey } from '../../layers/core/src/kernel/route-types.ts';
import { repoPath } from '../lib/paths.ts';
import { fallbackGroup, routes } from '../../layers/core/src/app/routes.ts';
import {
  bucketEnv,
  buckets,
  consumerQueues,
  queueEnv,
  queues,
  schedules,
  tableEnv,
  tables,
  type BucketId,
  type QueueId,
  type TableId,
} from '../../layers/core/src/platform/resources/definitions.ts';
import {
  aiActions,
  bucketActions,
  credentialActions,
  grantsFor,
  queueActions,
  tableActions,
  type SecretId,
} from '../lib/grants.ts';
import {
  accessLogSettings,
  allowInvokeFromApi,
  corsPreflight,
  LambdaProxyIntegration,
  svcAuthorizer,
} from '../lib/http-api.ts';
import { pascal } from '../lib/paths.ts';
import { readSettings, validateFunctionEnv, type DeploySettings } from '../lib/settings.ts';
import { SvcFunction, type DataFiles, type PackageFiles } from '../lib/svc-function.ts';
import { mediaLayer, mediaToolEnv } from '../lib/media-layer.ts';
import { truststorePackage, truststoreShippedFiles } from '../../layers/core/src/platform/plugins/shipped-files.ts';
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

/** HTTP functions stay under API Gateway's 30 s integration limit. */
const HTTP_TIMEOUT = Duration.seconds(29);

/**
 * svc: HTTP API → one Lambda per endpoint group, built entirely from the route table
 * (layers/core/src/app/routes.ts) and the resource definitions
 * (layers/core/src/platform/resources/definitions.ts). Environment-agnostic; no lookups.
 */
export class SvcStack extends Stack {
  readonly settings: DeploySettings;
  readonly api: apigwv2.HttpApi;
  /** Every function by id: endpoint groups, `authorizer`, schedule ids. */
  readonly functions: Readonly<Record<string, SvcFunction>>;
  readonly tables: Readonly<Record<TableId, dynamodb.Table>>;
  readonly queues: Readonly<Record<QueueId, { readonly queue: sqs.Queue; readonly dlq: sqs.Queue }>>;
  readonly buckets: Readonly<Record<BucketId, s3.Bucket>>;
  readonly secrets: Readonly<Record<SecretId, secretsmanager.ISecret>>;

  constructor(scope: Construct, id: string, props: StackProps = {}) {
    super(scope, id, props);
    const settings = readSettings(this);
    this.settings = settings;

    // ── state: tables, queues, buckets, secrets (from definitions.ts) ─────────────────────────
    this.tables = Object.fromEntries(
      tables.map((def) => {
        const table = new dynamodb.Table(this, `${pascal(def.id)}Table`, {
          partitionKey: { name: def.partitionKey.name, type: attributeType(def.partitionKey.type) },
          ...('sortKey' in def ? { sortKey: { name: def.sortKey.name, type: attributeType(def.sortKey.type) } } : {}),
          billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
          pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
          encryption: dynamodb.TableEncryption.AWS_MANAGED,
          ...('ttlAttribute' in def ? { timeToLiveAttribute: def.ttlAttribute } : {}),
          removalPolicy: RemovalPolicy.RETAIN,
        });
        for (const gsi of def.gsis) {
          table.addGlobalSecondaryIndex({
            indexName: gsi.name,
            partitionKey: { name: gsi.partitionKey.name, type: attributeType(gsi.partitionKey.type) },
            ...('sortKey' in gsi ? { sortKey: { name: gsi.sortKey.name, type: attributeType(gsi.sortKey.type) } } : {}),
            ...('include' in gsi
              ? { projectionType: dynamodb.ProjectionType.INCLUDE, nonKeyAttributes: [...gsi.include] }
              : {}),
          });
        }
        return [def.id, table];
      }),
    ) as Record<TableId, dynamodb.Table>;

    this.queues = Object.fromEntries(
      queues.map((def) => {
        const dlq = new sqs.Queue(this, `${pascal(def.id)}Dlq`, {
          retentionPeriod: Duration.days(def.dlqRetentionDays),
          encryption: sqs.QueueEncryption.SQS_MANAGED,
          enforceSSL: true,
        });
        const queue = new sqs.Queue(this, `${pascal(def.id)}Queue`, {
          visibilityTimeout: Duration.seconds(def.visibilityTimeoutSeconds),
          encryption: sqs.QueueEncryption.SQS_MANAGED,
          enforceSSL: true,
          deadLetterQueue: { queue: dlq, maxReceiveCount: def.maxReceiveCount },
        });
        return [def.id, { queue, dlq }];
      }),
    ) as Record<QueueId, { queue: sqs.Queue; dlq: sqs.Queue }>;

    // Server-access-log destination of the data buckets (cdk-nag S1 accepts a log target without its own logging).
    const accessLogBucket = new s3.Bucket(this, 'AccessLogBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED, // S3 server access logging requires SSE-S3 on the target
      enforceSSL: true,
      // S3 log delivery is granted by bucket policy (cdk.json feature flag), so ACLs can stay disabled;
      // without the flag CDK grants it by the LogDeliveryWrite ACL, which needs ObjectWriter.
      objectOwnership: FeatureFlags.of(this).isEnabled(S3_SERVER_ACCESS_LOGS_USE_BUCKET_POLICY)
        ? s3.ObjectOwnership.BUCKET_OWNER_ENFORCED
        : s3.ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [{ id: 'expire-access-logs', expiration: Duration.days(365) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.buckets = Object.fromEntries(
      buckets.map((def) => [
        def.id,
        new s3.Bucket(this, `${pascal(def.id)}Bucket`, {
          blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
          encryption: s3.BucketEncryption.S3_MANAGED,
          enforceSSL: true,
          minimumTLSVersion: 1.2,
          objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
          // Versioned so an accidental overwrite or delete can be undone for 30 days.
          versioned: true,
          serverAccessLogsBucket: accessLogBucket,
          serverAccessLogsPrefix: `${def.id}/`,
          // Browsers upload and download through presigned URLs directly.
          cors: [
            {
              allowedMethods: [s3.HttpMethods.PUT, s3.HttpMethods.GET, s3.HttpMethods.HEAD],
              allowedOrigins: [settings.frontendOrigin],
              allowedHeaders: ['*'],
              exposedHeaders: ['ETag'],
              maxAge: 3000,
            },
          ],
          lifecycleRules: [
            ...def.expiringPrefixes.map((p) => ({
              id: `expire-${p.prefix.replace(/\/$/, '')}`,
              prefix: p.prefix,
              expiration: Duration.days(p.days),
              noncurrentVersionExpiration: Duration.days(p.days),
            })),
            {
              id: 'noncurrent-versions',
              noncurrentVersionExpiration: Duration.days(30),
              abortIncompleteMultipartUploadAfter: Duration.days(7),
            },
            { id: 'expired-delete-markers', expiredObjectDeleteMarker: true },
          ],
          removalPolicy: RemovalPolicy.RETAIN,
        }),
      ]),
    ) as Record<BucketId, s3.Bucket>;

    this.secrets = {
      neo4j: settings.neo4jSecretArn
        ? secretsmanager.Secret.fromSecretCompleteArn(this, 'Neo4jSecret', settings.neo4jSecretArn)
        : new secretsmanager.Secret(this, 'Neo4jSecret', {
            description:
              'svc Neo4j connection {uri, username, password}: replace the placeholder uri (and username) after the first deploy',
            generateSecretString: {
              secretStringTemplate: JSON.stringify({ uri: 'neo4j+s://replace-me.invalid:7687', username: 'neo4j' }),
              generateStringKey: 'password',
              excludePunctuation: true,
              passwordLength: 32,
            },
            removalPolicy: RemovalPolicy.RETAIN,
          }),
      hdf: settings.hdfSecretArn
        ? secretsmanager.Secret.fromSecretCompleteArn(this, 'HdfSecret', settings.hdfSecretArn)
        : new secretsmanager.Secret(this, 'HdfSecret', {
            description:
              'svc HDF sidecar (HSDS) Basic-auth credentials {username, password}: configure the same pair in HSDS',
            generateSecretString: {
              secretStringTemplate: JSON.stringify({ username: 'svc' }),
              generateStringKey: 'password',
              excludePunctuation: true,
              passwordLength: 32,
            },
            removalPolicy: RemovalPolicy.RETAIN,
          }),
      signing: new secretsmanager.Secret(this, 'AuthSigningSecret', {
        description:
          'svc instance key that signs API keys (plain string); replacing it invalidates every issued API key',
        generateSecretString: { passwordLength: 64, excludePunctuation: true },
        removalPolicy: RemovalPolicy.RETAIN,
      }),
    };
    for (const secret of Object.values(this.secrets)) {
      if (secret instanceof secretsmanager.Secret) {
        NagSuppressions.addResourceSuppressions(secret, [
          {
            id: 'AwsSolutions-SMG4',
            reason:
              secret === this.secrets.signing
                ? 'Rotating the API-key signing key invalidates every issued API key (keys are verified against this one key); it is replaced deliberately by the operator, not on a schedule'
                : 'The credentials belong to an external system (Neo4j / HSDS) that no rotation function can change; the operator rotates them there and updates the secret',
          },
        ]);
      }
    }

    // ── function environment (every function gets the same, validated by the runtime loader) ──
    const filesBucket = this.buckets.files;
    const environment: Record<string, string> = {
      // Stack-derived defaults an operator may override (-c svc.files.s3.bucket=...).
      [envName('svc.files.s3.bucket')]: filesBucket.bucketName,
      [envName('svc.files.s3.region')]: Aws.REGION,
      [envName('svc.files.s3.path-style-access')]: 'false',
      // Operator context (svc.* / OIDC_*).
      ...settings.configEnv,
      // Owned by the stack.
      [envName('svc.resource.prefix')]: Aws.STACK_NAME,
      [envName('svc.aws.region')]: Aws.REGION,
      [envName('svc.frontend.origin')]: settings.frontendOrigin,
      [envName('svc.neo4j.secret-arn')]: this.secrets.neo4j.secretArn,
      [envName('svc.hdf.secret-arn')]: this.secrets.hdf.secretArn,
      [envName('svc.auth.signing-secret-arn')]: this.secrets.signing.secretArn,
      // Drop-in plugin archives arrive as the plugins layer (below), mounted under /opt.
      [envName('svc.plugins.dir')]: '/opt/plugins',
      ...Object.fromEntries(tables.map((t) => [tableEnv(t.id), this.tables[t.id].tableName])),
      ...Object.fromEntries(queues.map((q) => [queueEnv(q.id), this.queues[q.id].queue.queueUrl])),
      ...Object.fromEntries(buckets.map((b) => [bucketEnv(b.id), this.buckets[b.id].bucketName])),
    };
    validateFunctionEnv(environment);

    // ── functions: one per endpoint group, the authorizer, one per schedule ──────────────────────
    const groups = [...new Set<string>([...routes.map((r) => r.group), fallbackGroup])];
    const functions: Record<string, SvcFunction> = {};
    // layers/plugins/ becomes /opt/plugins in every HTTP function (drop-in archives and signatures).
    const pluginsLayer = new lambda.LayerVersion(this, 'PluginsLayer', {
      code: lambda.Code.fromAsset(repoPath('layers'), { exclude: ['*', '!plugins', '!plugins/**'] }),
      compatibleRuntimes: [lambda.Runtime.NODEJS_22_X],
      compatibleArchitectures: [lambda.Architecture.ARM_64],
      description: 'svc drop-in plugins (svc-plugin-<id>-<version>.tgz), mounted at /opt/plugins',
    });
    // Read at run time from beside the bundle, not bundled: the API explorer's Swagger UI (1.9 MB);
    // Oxigraph (its glue loads a 3 MB WASM file from its own folder) and the ontology bundles (2 MB).
    const packageFiles: Readonly<Record<string, readonly PackageFiles[]>> = {
      ops: [{ name: explorerPackage, files: explorerShippedFiles }],
      semantic: [{ name: sparqlEnginePackage, files: sparqlEngineShippedFiles }],
      // JSONata, required by path in the mapping sandbox's child process; exceljs's self-contained build (spreadsheet export).
      templates: [
        { name: mappingEnginePackage, files: mappingEngineShippedFiles },
        { name: spreadsheetPackage, files: spreadsheetShippedFiles },
      ],
    };
    // Every function: node-forge, for a PKCS#12 plugin-signing truststore (loaded only when one is configured).
    const everyFunction: readonly PackageFiles[] = [{ name: truststorePackage, files: truststoreShippedFiles() }];
    const ontologiesDir = repoPath('layers', 'core', BUNDLES_DIR_NAME);
    const dataFiles: Readonly<Record<string, readonly DataFiles[]>> = {
      semantic: [{ from: ontologiesDir, to: BUNDLES_DIR_NAME, files: shippedBundleFiles(ontologiesDir) }],
    };
    // The video plugin's ffprobe/ffmpeg, only in a deployment that enables it: its upload worker
    // probes, its file endpoints take thumbnails. Enabled later at run time without the layer,
    // the plugin answers null metadata (as it does wherever the tools are absent).
    const mediaUsers: ReadonlySet<string> = new Set(['file-metadata', 'legacy-files']);
    const media =
      settings.configEnv[envName('svc.plugins.video.enabled')] === 'true'
        ? mediaLayer(this, 'MediaToolsLayer')
        : undefined;
    const addFunction = (fnId: string, description: string, memorySize: number, timeout: Duration, tmpMiB?: number) => {
      const withMedia = media !== undefined && mediaUsers.has(fnId);
      const f = new SvcFunction(this, `${pascal(fnId)}Fn`, {
        functionId: fnId,
        description,
        memorySize,
        timeout,
        logRetention: settings.logRetention,
        environment: withMedia ? { ...environment, ...mediaToolEnv } : environment,
        ...(tmpMiB ? { tmpMiB } : {}),
        packageFiles: [...everyFunction, ...(packageFiles[fnId] ?? [])],
        ...(dataFiles[fnId] ? { dataFiles: dataFiles[fnId] } : {}),
      });
      if (withMedia) f.fn.addLayers(media);
      this.applyGrants(fnId, f);
      NagSuppressions.addResourceSuppressions(f.fn, [
        {
          id: 'AwsSolutions-L1',
          reason:
            'Pinned to nodejs22.x on purpose: the bundles target node22 and the runtime is upgraded deliberately, together with the esbuild target, not by a linter',
        },
      ]);
      functions[fnId] = f;
      return f;
    };
    for (const group of groups) {
      const count = routes.filter((r) => r.group === group).length;
      addFunction(group, `svc ${group} endpoint group (${count} routes)`, 512, HTTP_TIMEOUT).fn.addLayers(pluginsLayer);
    }
    const authorizerFn = addFunction(
      'authorizer',
      'svc HTTP API Lambda authorizer (simple responses, always allows, describes the caller)',
      256,
      Duration.seconds(10),
    );
    for (const s of schedules)
      addFunction(s.id, `svc scheduled job: ${s.purpose}`.slice(0, 256), 512, Duration.minutes(15));
    // Queue workers: one function per consumer; failed records return alone (partial batch responses).
    for (const q of consumerQueues) {
      // Lambda requires the queue's visibility timeout to cover the function timeout.
      const timeout = Duration.seconds(Math.min(q.visibilityTimeoutSeconds - 60, 600));
      const worker = addFunction(q.consumer, `svc worker: ${q.purpose}`.slice(0, 256), 1024, timeout, q.consumerTmpMiB);
      // Workers see the same plugins as the HTTP functions (a drop-in storage adapter, for one).
      worker.fn.addLayers(pluginsLayer);
      worker.fn.addEventSource(
        new SqsEventSource(this.queues[q.id as QueueId].queue, {
          batchSize: 1,
          reportBatchItemFailures: true,
          // Bounds the load a backlog puts on Neo4j and the storage backends.
          maxConcurrency: 10,
        }),
      );
    }
    this.functions = functions;

    // ── HTTP API ───────────────────────────────────────────────────────────────────────────────────
    const integrations = Object.fromEntries(
      groups.map((g) => [g, new LambdaProxyIntegration(`${pascal(g)}Integration`, functions[g]!.fn)]),
    );
    this.api = new apigwv2.HttpApi(this, 'HttpApi', {
      apiName: `${this.stackName}-api`,
      description: 'svc research-data service',
      corsPreflight: corsPreflight(),
      createDefaultStage: false,
      // Unmatched requests: the fallback group answers 404/405 as problem JSON.
      defaultIntegration: integrations[fallbackGroup],
    });
    for (const g of groups) allowInvokeFromApi(functions[g]!.fn, this.api);

    const accessLogs = new logs.LogGroup(this, 'HttpApiAccessLogs', { retention: settings.logRetention });
    const stage = new apigwv2.HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: settings.throttle,
      accessLogSettings: accessLogSettings(accessLogs),
    });

    const authorizer = svcAuthorizer(this, this.api, authorizerFn.fn);
    for (const r of routes) {
      const route = new apigwv2.HttpRoute(this, `Route${pascal(r.operationId)}`, {
        httpApi: this.api,
        routeKey: apigwv2.HttpRouteKey.with(r.path, apigwv2.HttpMethod[r.method]),
        integration: integrations[r.group]!,
        ...(r.auth === 'public' ? {} : { authorizer }),
      });
      if (r.auth === 'public') {
        NagSuppressions.addResourceSuppressions(route, [
          {
            id: 'AwsSolutions-APIG4',
            reason: `${routeKey(r)} is public by the route table (auth: 'public'): ${r.summary}`,
          },
        ]);
      }
    }
    const defaultRoute = this.api.node.findChild('DefaultRoute');
    NagSuppressions.addResourceSuppressions(defaultRoute, [
      {
        id: 'AwsSolutions-APIG4',
        reason: `$default only catches requests that match no route; the ${fallbackGroup} function answers them with 404/405 problem JSON and reaches no data`,
      },
    ]);

    // ── schedules ─────────────────────────────────────────────────────────────────────────────────
    for (const s of schedules) {
      new events.Rule(this, `${pascal(s.id)}Schedule`, {
        description: s.purpose,
        schedule: events.Schedule.expression(s.cron),
        targets: [
          new targets.LambdaFunction(functions[s.id]!.fn, { retryAttempts: 2, maxEventAge: Duration.hours(2) }),
        ],
      });
    }

    // ── outputs ───────────────────────────────────────────────────────────────────────────────────
    new CfnOutput(this, 'ApiUrl', { value: stage.url, description: 'Base URL of the svc HTTP API' });
    for (const b of buckets) new CfnOutput(this, `Bucket${pascal(b.id)}Name`, { value: this.buckets[b.id].bucketName });
    for (const t of tables) new CfnOutput(this, `Table${pascal(t.id)}Name`, { value: this.tables[t.id].tableName });
    for (const q of queues) {
      new CfnOutput(this, `Queue${pascal(q.id)}Url`, { value: this.queues[q.id].queue.queueUrl });
      new CfnOutput(this, `Queue${pascal(q.id)}DlqUrl`, { value: this.queues[q.id].dlq.queueUrl });
    }
    new CfnOutput(this, 'Neo4jSecretArn', {
      value: this.secrets.neo4j.secretArn,
      description: 'Secret {uri, username, password}',
    });
    new CfnOutput(this, 'HdfSecretArn', {
      value: this.secrets.hdf.secretArn,
      description: 'Secret {username, password}',
    });
    new CfnOutput(this, 'AuthSigningSecretArn', {
      value: this.secrets.signing.secretArn,
      description: 'API-key signing key',
    });
  }

  /**
   * Applies the function's line of infra/lib/grants.ts: exact secret, table/index and queue ARNs;
   * the only wildcards are S3 object ARNs (`<bucket>/*`, `<bucket>/exports/*`), because object keys
   * are minted at run time.
   */
  private applyGrants(fnId: string, f: SvcFunction): void {
    const grants = grantsFor(fnId);
    const unique = (xs: readonly string[]) => [...new Set(xs)];
    for (const def of buckets) {
      const levels = grants.buckets?.[def.id];
      if (!levels?.length) continue;
      const bucket = this.buckets[def.id];
      const bucketLevel = unique(levels.flatMap((l) => bucketActions[l].bucket));
      if (bucketLevel.length > 0) {
        f.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: bucketLevel, resources: [bucket.bucketArn] }));
      }
      for (const l of levels) {
        const pattern = `${bucketActions[l].objectPrefix}*`;
        f.role.addToPrincipalPolicy(
          new iam.PolicyStatement({
            actions: [...bucketActions[l].objects],
            resources: [bucket.arnForObjects(pattern)],
          }),
        );
        NagSuppressions.addResourceSuppressions(
          f.role,
          [
            {
              id: 'AwsSolutions-IAM5',
              reason: `Object keys of the ${def.id} bucket are minted at run time (${l === 'files' ? '<container>/<uuid>, per the spec' : 'one ZIP per export'}); access is limited to the objects under "${pattern}" of this one bucket`,
              appliesTo: [`Resource::<${this.getLogicalId(bucket.node.defaultChild as s3.CfnBucket)}.Arn>/${pattern}`],
            },
          ],
          true,
        );
      }
    }
    for (const def of queues) {
      const levels = grants.queues?.[def.id];
      if (!levels?.length) continue;
      f.role.addToPrincipalPolicy(
        new iam.PolicyStatement({
          actions: unique(levels.flatMap((l) => queueActions[l])),
          resources: [this.queues[def.id].queue.queueArn],
        }),
      );
    }
    for (const secretId of grants.secrets ?? []) this.secrets[secretId].grantRead(f.role);
    const arnContext = { partition: Aws.PARTITION, region: Aws.REGION, account: Aws.ACCOUNT_ID, stack: Aws.STACK_NAME };
    for (const level of grants.ai ?? []) {
      const { actions, resources } = aiActions[level];
      f.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: [...actions], resources: resources(arnContext) }));
      NagSuppressions.addResourceSuppressions(
        f.role,
        [
          {
            id: 'AwsSolutions-IAM5',
            reason:
              "The model a capability slot calls is an admin's runtime choice (ai plugin): InvokeModel on foundation models and this account's inference profiles only",
            appliesTo: [{ regex: '/^Resource::arn:<AWS::Partition>:bedrock:.*$/g' }],
          },
        ],
        true,
      );
    }
    for (const scope of grants.credentials ?? []) {
      f.role.addToPrincipalPolicy(
        new iam.PolicyStatement({
          actions: [...credentialActions.actions],
          resources: credentialActions.resources(scope, arnContext),
        }),
      );
      NagSuppressions.addResourceSuppressions(
        f.role,
        [
          {
            id: 'AwsSolutions-IAM5',
            reason: `Credentials of external services are named by an admin at run time; read access is limited to the secrets under "<stack>/${scope}/"`,
            appliesTo: [{ regex: '/^Resource::arn:<AWS::Partition>:secretsmanager:.*$/g' }],
          },
        ],
        true,
      );
    }
    for (const def of tables) {
      const levels = grants.tables?.[def.id];
      if (!levels?.length) continue;
      const table = this.tables[def.id];
      f.role.addToPrincipalPolicy(
        new iam.PolicyStatement({
          actions: unique(levels.flatMap((l) => tableActions[l].table)),
          resources: [table.tableArn],
        }),
      );
      const indexActions = unique(levels.flatMap((l) => tableActions[l].indexes));
      if (indexActions.length > 0 && def.gsis.length > 0) {
        f.role.addToPrincipalPolicy(
          new iam.PolicyStatement({
            actions: indexActions,
            resources: def.gsis.map((g) => `${table.tableArn}/index/${g.name}`),
          }),
        );
      }
    }
  }
}

function attributeType(t: 'S' | 'N' | 'B'): dynamodb.AttributeType {
  return { S: dynamodb.AttributeType.STRING, N: dynamodb.AttributeType.NUMBER, B: dynamodb.AttributeType.BINARY }[t];
}
