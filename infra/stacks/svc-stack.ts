import { Stack, type StackProps } from 'aws-cdk-lib';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { envName } from '../../layers/core/src/platform/config/keys.ts';
import type { BucketId, QueueId, TableId } from '../../layers/core/src/platform/resources/definitions.ts';
import { SvcConsole } from '../constructs/console.ts';
import { createDataStores, type QueuePair } from '../constructs/data-stores.ts';
import { functionEnvironment } from '../constructs/function-environment.ts';
import { createFunctions } from '../constructs/functions.ts';
import { createHttpApi } from '../constructs/http-api.ts';
import { createFunctionLayers } from '../constructs/layers.ts';
import { createOutputs } from '../constructs/outputs.ts';
import { createSchedules } from '../constructs/schedules.ts';
import { createSecrets, type Secrets } from '../constructs/secrets.ts';
import { type DeploySettings, readSettings } from '../lib/settings.ts';
import type { SvcFunction } from '../lib/svc-function.ts';

/**
 * svc: HTTP API → one Lambda per endpoint group, built entirely from the route table
 * (layers/core/src/app/routes.ts) and the resource definitions
 * (layers/core/src/platform/resources/definitions.ts). Environment-agnostic; no lookups.
 *
 * The stack only composes the parts in infra/constructs/, one module each. Every part creates its
 * resources in the stack's own scope, so logical ids are those of the deployed stack (a construct
 * level in between would rename, and so replace, retained tables and buckets); the order of the
 * calls is the order of the resources in the template. The web console is the one real construct
 * (it has no deployed logical ids to keep), last, so everything before it keeps its place.
 */
export class SvcStack extends Stack {
  readonly settings: DeploySettings;
  readonly api: apigwv2.HttpApi;
  /** Every function by id: endpoint groups, `authorizer`, schedule ids, queue workers. */
  readonly functions: Readonly<Record<string, SvcFunction>>;
  readonly tables: Readonly<Record<TableId, dynamodb.Table>>;
  readonly queues: Readonly<Record<QueueId, QueuePair>>;
  readonly buckets: Readonly<Record<BucketId, s3.Bucket>>;
  readonly secrets: Secrets;
  /** The web console on CloudFront; absent with `-c svc.console.enabled=false`. */
  readonly console?: SvcConsole;

  constructor(scope: Construct, id: string, props: StackProps = {}) {
    super(scope, id, props);
    const settings = readSettings(this);
    this.settings = settings;

    const stores = createDataStores(this, settings);
    this.tables = stores.tables;
    this.queues = stores.queues;
    this.buckets = stores.buckets;
    this.secrets = createSecrets(this, settings);

    const environment = functionEnvironment(settings, stores, this.secrets);
    const layers = createFunctionLayers(this, settings);
    this.functions = createFunctions(this, { settings, environment, layers, stores, secrets: this.secrets });
    const { api, stage } = createHttpApi(this, settings, this.functions);
    this.api = api;
    createSchedules(this, this.functions);
    createOutputs(this, stage, stores, this.secrets);
    if (settings.console.enabled) {
      const filesEndpoint = settings.configEnv[envName('svc.files.s3.endpoint')];
      this.console = new SvcConsole(this, 'Console', {
        settings: settings.console,
        api,
        accessLogBucket: stores.accessLogBucket,
        filesBucket: stores.buckets.files,
        ...(filesEndpoint ? { filesEndpoint } : {}),
      });
    }
  }
}
