import type { EndpointGroup } from '../../layers/core/src/kernel/route-types.ts';
import { queues, schedules, tables, type BucketId, type QueueId, type TableId } from '../../layers/core/src/platform/resources/definitions.ts';

/**
 * Least-privilege grants, one line per function. A new endpoint group or schedule does not
 * synthesize until it has a line here (the `satisfies` below makes it a type error, and the
 * stack repeats the check at synth time for data-only additions).
 *
 * Table access levels (actions are listed in `tableActions`):
 * - `describe`: DescribeTable only (readiness: "the table is provisioned");
 * - `append`:   PutItem / BatchWriteItem (provenance capture: every authenticated write is recorded);
 * - `read`:     item and query reads, on the table and its indexes;
 * - `readWrite`: `read` plus item writes and deletes;
 * - `prune`:    `read` plus DeleteItem / BatchWriteItem (retention jobs).
 *
 * Bucket access levels (actions in `bucketActions`, resources in `bucketResources`):
 * - `files`:   object read/write/delete and multipart uploads on every object key, plus ListBucket
 *              (without it a HEAD of a missing key is a 403, not the 404 `stat` relies on). The
 *              spec keys payloads `<container>/<uuid>`, so no narrower prefix exists. Presigned
 *              URLs are signed with the function's role, so they carry exactly these rights.
 * - `exports`: write and read of `exports/*` only (Collection export ZIPs).
 *
 * Queue access levels: `send` (SendMessage, which also covers SendMessageBatch). Consumers get
 * their receive/delete rights from the event source mapping, not from here.
 */
export type TableAccess = 'describe' | 'append' | 'read' | 'readWrite' | 'prune';
export type BucketAccess = 'files' | 'exports';
export type QueueAccess = 'send';
export type SecretId = 'neo4j' | 'hdf' | 'signing';
export type ScheduleId = (typeof schedules)[number]['id'];
/** Worker functions fed by a queue (`consumer` in definitions.ts). */
export type ConsumerId = Extract<(typeof queues)[number], { consumer: string }>['consumer'];
export type FunctionId = EndpointGroup | ScheduleId | ConsumerId | 'authorizer';

export interface FunctionGrants {
  /** Secrets the function reads (GetSecretValue + DescribeSecret on that one secret). */
  readonly secrets?: readonly SecretId[];
  readonly tables?: Partial<Record<TableId, readonly TableAccess[]>>;
  readonly buckets?: Partial<Record<BucketId, readonly BucketAccess[]>>;
  readonly queues?: Partial<Record<QueueId, readonly QueueAccess[]>>;
}

/** Every HTTP function captures provenance of authenticated writes. */
const provenanceCapture = { provenance: ['append'] } as const;
/** Every HTTP function reads plugin overrides and configuration singletons (plugins gate themselves). */
const pluginToggles = { config: ['read'] } as const;
/** `describe` on every table of definitions.ts, so readiness covers tables added later. */
const describeAll = Object.fromEntries(tables.map((t) => [t.id, ['describe']])) as Partial<Record<TableId, readonly TableAccess[]>>;

export const functionGrants = {
  authorizer: { secrets: ['neo4j', 'signing'] },
  ops: { secrets: ['neo4j', 'hdf'], tables: { ...describeAll, provenance: ['describe', 'append'], config: ['describe', 'read'] } },
  // File migration: run state in `migrations`, the plan message, and rollback (graph rows, both
  // adapters' bytes, the HMAC key derived from the signing secret).
  admin: {
    secrets: ['neo4j', 'signing'],
    tables: { ...provenanceCapture, config: ['readWrite'], migrations: ['readWrite'], payloads: ['readWrite'] },
    buckets: { files: ['files'] },
    queues: { 'file-migration': ['send'] },
  },
  legacy: { secrets: ['neo4j', 'signing'], tables: { ...provenanceCapture, ...pluginToggles } },
  'legacy-users': { secrets: ['neo4j'], tables: { ...provenanceCapture, ...pluginToggles } },
  'legacy-refs': { secrets: ['neo4j'], tables: { ...provenanceCapture, ...pluginToggles } },
  'legacy-search': { secrets: ['neo4j'], tables: { ...provenanceCapture, ...pluginToggles } },
  'legacy-semantic': { secrets: ['neo4j'], tables: { ...provenanceCapture, ...pluginToggles } },
  // dbfs chunks and pending presigned uploads live in `payloads`; the s3 adapter uses the files bucket.
  'legacy-files': {
    secrets: ['neo4j'],
    tables: { ...provenanceCapture, ...pluginToggles, payloads: ['readWrite'] },
    buckets: { files: ['files', 'exports'] },
  },
  plugins: { secrets: ['neo4j'], tables: { ...provenanceCapture, ...pluginToggles } },
  provenance: { secrets: ['neo4j'], tables: { provenance: ['read', 'append'], ...pluginToggles } },
  'provenance-prune': { tables: { provenance: ['prune'] } },
  // Copies between adapters (dbfs chunks in `payloads`, the bucket), counts in `migrations`, pages
  // the plan onto its own queue, signs rows with the HMAC key derived from the signing secret.
  'file-migration': {
    secrets: ['neo4j', 'signing'],
    tables: { ...pluginToggles, migrations: ['readWrite'], payloads: ['readWrite'] },
    buckets: { files: ['files'] },
    queues: { 'file-migration': ['send'] },
  },
} as const satisfies Record<FunctionId, FunctionGrants>;

const read = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:Scan', 'dynamodb:ConditionCheckItem', 'dynamodb:DescribeTable'];

/** Actions per access level: on the table itself, and on each of its GSIs (query-only). */
export const tableActions: Readonly<Record<TableAccess, { readonly table: readonly string[]; readonly indexes: readonly string[] }>> = {
  describe: { table: ['dynamodb:DescribeTable'], indexes: [] },
  append: { table: ['dynamodb:PutItem', 'dynamodb:BatchWriteItem'], indexes: [] },
  read: { table: read, indexes: ['dynamodb:Query', 'dynamodb:Scan'] },
  readWrite: {
    table: [...read, 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'],
    indexes: ['dynamodb:Query', 'dynamodb:Scan'],
  },
  prune: { table: [...read, 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'], indexes: ['dynamodb:Query', 'dynamodb:Scan'] },
};

const objectRw = ['s3:GetObject', 's3:PutObject', 's3:DeleteObject', 's3:AbortMultipartUpload', 's3:ListMultipartUploadParts'];

/** S3 actions per access level: on the bucket ARN itself, and on the object ARN pattern. */
export const bucketActions: Readonly<Record<BucketAccess, { readonly bucket: readonly string[]; readonly objects: readonly string[]; readonly objectPrefix: string }>> = {
  files: { bucket: ['s3:ListBucket'], objects: objectRw, objectPrefix: '' },
  exports: { bucket: [], objects: ['s3:GetObject', 's3:PutObject', 's3:AbortMultipartUpload', 's3:ListMultipartUploadParts'], objectPrefix: 'exports/' },
};

export const queueActions: Readonly<Record<QueueAccess, readonly string[]>> = {
  send: ['sqs:SendMessage', 'sqs:GetQueueAttributes'],
};

export function grantsFor(id: string): FunctionGrants {
  const g = (functionGrants as Readonly<Record<string, FunctionGrants>>)[id];
  if (!g) throw new Error(`No grants for function "${id}": add a line to functionGrants in infra/lib/grants.ts`);
  return g;
}
