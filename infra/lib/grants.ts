import type { EndpointGroup } from '../../layers/core/src/kernel/route-types.ts';
import { features } from '../../layers/core/src/app/features.ts';
import { answersAnySize } from '../../layers/core/src/kernel/route-common.ts';
import { authenticationGrants } from '../../layers/core/src/access/auth/grants.ts';
import type { FeatureManifest } from '../../layers/core/src/platform/feature.ts';
import {
  mergeGrants,
  type AiAccess,
  type CredentialScope,
  type BucketAccess,
  type QueueAccess,
  type ResourceGrants,
  type TableAccess,
  type WorkerId,
} from '../../layers/core/src/platform/resources/grants.ts';

export type {
  BucketAccess,
  QueueAccess,
  SecretId,
  TableAccess,
} from '../../layers/core/src/platform/resources/grants.ts';
export type FunctionGrants = ResourceGrants;
export type FunctionId = EndpointGroup | WorkerId | 'authorizer';

/**
 * Least-privilege grants, derived rather than written by hand: an endpoint group gets what every
 * group needs (it appends provenance and reads plugin toggles and configuration singletons) plus
 * the `aws` declaration of each feature that has a row in the group; a worker gets what its
 * feature declares for it (`workers`); the authorizer what authentication reads. The levels
 * become actions below. The stack refuses to synthesize a function without grants.
 *
 * Bucket levels: `files` covers object read/write/delete and multipart uploads on every object
 * key, plus ListBucket (without it a HEAD of a missing key is a 403, not the 404 `stat` relies
 * on); the spec keys payloads `<container>/<uuid>`, so no narrower prefix exists, and presigned
 * URLs are signed with the function's role, so they carry exactly these rights. `exports` covers
 * write and read of `exports/*` only; `large-answers` the same of `large-answers/*`; `structured` read, write and delete of `structured/*` (large
 * structured-data documents, always read by the key their table item names, so no ListBucket). Queue consumers get their receive/delete rights from the
 * event source mapping, not from here.
 */
const endpointGroupBase: ResourceGrants = { tables: { provenance: ['append'], config: ['read'] } };

export function deriveGrants(list: readonly FeatureManifest[] = features): Readonly<Record<string, FunctionGrants>> {
  const out: Record<string, FunctionGrants> = { authorizer: authenticationGrants };
  for (const f of list) {
    for (const rows of Object.values(f.routes)) {
      for (const r of rows)
        out[r.group] = mergeGrants(
          out[r.group] ?? endpointGroupBase,
          f.aws ?? {},
          answersAnySize(r) ? anySizeGrant : {},
        );
    }
    for (const [worker, g] of Object.entries(f.workers ?? {})) out[worker] = mergeGrants(out[worker] ?? {}, g ?? {});
  }
  return out;
}

/** A read of any size (kernel/route-common.ts `answersAnySize`) stores what a response cannot carry under `large-answers/`. */
const anySizeGrant = { buckets: { files: ['large-answers'] } } as const;

export const functionGrants = deriveGrants();

const read = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:Scan',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DescribeTable',
];

/** Actions per access level: on the table itself, and on each of its GSIs (query-only). */
export const tableActions: Readonly<
  Record<TableAccess, { readonly table: readonly string[]; readonly indexes: readonly string[] }>
> = {
  describe: { table: ['dynamodb:DescribeTable'], indexes: [] },
  // UpdateItem: capture registers each new day in the table's day set and adds to the day's counters
  // (provenance/store.ts, counters.ts); GetItem and ConditionCheckItem: it reads or writes, once per
  // process, the marker naming the first counted day.
  append: {
    table: [
      'dynamodb:PutItem',
      'dynamodb:BatchWriteItem',
      'dynamodb:UpdateItem',
      'dynamodb:GetItem',
      'dynamodb:ConditionCheckItem',
    ],
    indexes: [],
  },
  read: { table: read, indexes: ['dynamodb:Query', 'dynamodb:Scan'] },
  readWrite: {
    table: [...read, 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'],
    indexes: ['dynamodb:Query', 'dynamodb:Scan'],
  },
  // UpdateItem: pruning removes each emptied day from the day set (provenance/prune.ts).
  prune: {
    table: [...read, 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem', 'dynamodb:UpdateItem'],
    indexes: ['dynamodb:Query', 'dynamodb:Scan'],
  },
};

const objectRw = [
  's3:GetObject',
  's3:PutObject',
  's3:DeleteObject',
  's3:AbortMultipartUpload',
  's3:ListMultipartUploadParts',
];

/** S3 actions per access level: on the bucket ARN itself, and on the object ARN pattern. */
export const bucketActions: Readonly<
  Record<
    BucketAccess,
    { readonly bucket: readonly string[]; readonly objects: readonly string[]; readonly objectPrefix: string }
  >
> = {
  files: { bucket: ['s3:ListBucket'], objects: objectRw, objectPrefix: '' },
  exports: {
    bucket: [],
    objects: ['s3:GetObject', 's3:PutObject', 's3:AbortMultipartUpload', 's3:ListMultipartUploadParts'],
    objectPrefix: 'exports/',
  },
  // Legacy reads beyond a Lambda response: streamed in by a multipart upload, read back by a presigned GET.
  'large-answers': {
    bucket: [],
    objects: ['s3:GetObject', 's3:PutObject', 's3:AbortMultipartUpload', 's3:ListMultipartUploadParts'],
    objectPrefix: 'large-answers/',
  },
  structured: { bucket: [], objects: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'], objectPrefix: 'structured/' },
  // Uploaded and refreshed ontology bundles, read and written by their key only.
  ontologies: { bucket: [], objects: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'], objectPrefix: 'ontologies/' },
};

/** The pseudo values ARN patterns are built from (CloudFormation's, or the local cloud's). */
export interface ArnContext {
  readonly partition: string;
  readonly region: string;
  readonly account: string;
  readonly stack: string;
}

/**
 * Model invocation (ai plugin), as ARN patterns. Which model a slot calls is an admin's runtime
 * choice, so `bedrock` covers every foundation model and this account's inference profiles (a
 * cross-region profile also needs the model in each region it routes to).
 */
export const aiActions: Readonly<
  Record<AiAccess, { readonly actions: readonly string[]; readonly resources: (a: ArnContext) => string[] }>
> = {
  bedrock: {
    actions: ['bedrock:InvokeModel'],
    resources: ({ partition, account }) => [
      `arn:${partition}:bedrock:*:*:foundation-model/*`,
      `arn:${partition}:bedrock:*:${account}:inference-profile/*`,
    ],
  },
};

/** Operator-kept credentials (CredentialScope): read access to the secrets under `<stack>/<scope>/` only. */
export const credentialActions = {
  actions: ['secretsmanager:GetSecretValue'],
  resources: (scope: CredentialScope, { partition, region, account, stack }: ArnContext) => [
    `arn:${partition}:secretsmanager:${region}:${account}:secret:${stack}/${scope}/*`,
  ],
} as const;

export const queueActions: Readonly<Record<QueueAccess, readonly string[]>> = {
  send: ['sqs:SendMessage', 'sqs:GetQueueAttributes'],
};

export function grantsFor(id: string): FunctionGrants {
  const g = functionGrants[id];
  if (!g)
    throw new Error(
      `No grants for function "${id}": declare them in its feature's manifest (aws, or workers for a job or consumer)`,
    );
  return g;
}
