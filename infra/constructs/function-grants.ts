import { Aws, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { NagSuppressions } from 'cdk-nag';
import { buckets, queues, tables } from '../../layers/core/src/platform/resources/definitions.ts';
import {
  aiActions,
  bucketActions,
  credentialActions,
  grantsFor,
  queueActions,
  tableActions,
  type BucketAccess,
} from '../lib/grants.ts';
import type { SvcFunction } from '../lib/svc-function.ts';
import type { DataStores } from './data-stores.ts';
import type { Secrets } from './secrets.ts';

/** What the object keys of each bucket level are (the reason an object-ARN wildcard is needed). */
const mintedKeys: Readonly<Record<BucketAccess, string>> = {
  files: '<container>/<uuid>, per the spec',
  exports: 'one ZIP per export',
  'large-answers': 'one object per answer too large for a Lambda response',
  structured: 'one object per large structured-data document',
  ontologies: 'one object per ontology bundle',
};

/**
 * Applies the function's line of infra/lib/grants.ts: exact secret, table/index and queue ARNs;
 * the only wildcards are S3 object ARNs (`<bucket>/*`, `<bucket>/exports/*`, ...), because object keys
 * are minted at run time.
 */
export function applyGrants(fnId: string, f: SvcFunction, stores: DataStores, secrets: Secrets): void {
  const grants = grantsFor(fnId);
  const unique = (xs: readonly string[]) => [...new Set(xs)];
  for (const def of buckets) {
    const levels = grants.buckets?.[def.id];
    if (!levels?.length) continue;
    const bucket = stores.buckets[def.id];
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
            reason: `Object keys of the ${def.id} bucket are minted at run time (${mintedKeys[l]}); access is limited to the objects under "${pattern}" of this one bucket`,
            appliesTo: [
              `Resource::<${Stack.of(bucket).getLogicalId(bucket.node.defaultChild as s3.CfnBucket)}.Arn>/${pattern}`,
            ],
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
        resources: [stores.queues[def.id].queue.queueArn],
      }),
    );
  }
  for (const secretId of grants.secrets ?? []) secrets[secretId].grantRead(f.role);
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
    const table = stores.tables[def.id];
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
