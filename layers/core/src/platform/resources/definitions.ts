/**
 * Every stateful AWS resource of svc, as plain data (docs/architecture.md §2): `infra/` turns it into CDK
 * constructs and `localstack/` provisions the emulator from it, so both are identical.
 * Physical names are `<prefix>-<logical>`; functions receive them as environment variables.
 */
export interface KeyAttr {
  readonly name: string;
  readonly type: 'S' | 'N' | 'B';
}
export interface GsiDef {
  readonly name: string;
  readonly partitionKey: KeyAttr;
  readonly sortKey?: KeyAttr;
  /** Non-key attributes the index carries (projection INCLUDE); absent: every attribute (ALL). */
  readonly include?: readonly string[];
}
export interface TableDef {
  readonly id: string;
  readonly purpose: string;
  readonly partitionKey: KeyAttr;
  readonly sortKey?: KeyAttr;
  readonly gsis: readonly GsiDef[];
  readonly ttlAttribute?: string;
}
export interface QueueDef {
  readonly id: string;
  readonly purpose: string;
  readonly visibilityTimeoutSeconds: number;
  /** Receives after this many failed receives move the message to the DLQ. */
  readonly maxReceiveCount: number;
  readonly dlqRetentionDays: number;
  /** The worker function (`functions/<consumer>/handler.ts`) fed by this queue, once one exists. */
  readonly consumer?: string;
  /** The worker's temporary storage (Lambda ephemeral /tmp, 512–10240 MiB) when it spools files; default 512. */
  readonly consumerTmpMiB?: number;
}
export interface BucketDef {
  readonly id: string;
  readonly purpose: string;
  /** Objects under these prefixes expire after the given days (exports/: 24 h). */
  readonly expiringPrefixes: readonly { readonly prefix: string; readonly days: number }[];
}
export interface ScheduleDef {
  readonly id: string;
  readonly purpose: string;
  /** EventBridge cron expression (UTC). */
  readonly cron: string;
  /** The local gateway runs the job on this interval, and on demand. */
  readonly localIntervalSeconds: number;
}

const S = (name: string): KeyAttr => ({ name, type: 'S' });

export const tables = [
  {
    id: 'provenance',
    purpose: 'Provenance activities; partitioned by UTC day, one GSI per filter dimension, all sorted by time',
    partitionKey: S('pk'),
    sortKey: S('sk'),
    gsis: [
      { name: 'byAgent', partitionKey: S('agentPk'), sortKey: S('sk') },
      { name: 'byTarget', partitionKey: S('targetPk'), sortKey: S('sk') },
      { name: 'byKind', partitionKey: S('kindPk'), sortKey: S('sk') },
      { name: 'byCollection', partitionKey: S('collectionPk'), sortKey: S('sk') },
    ],
  },
  {
    id: 'config',
    purpose: 'Plugin registry rows and runtime overrides, configuration singletons, ontology bundle rows',
    partitionKey: S('pk'),
    sortKey: S('sk'),
    gsis: [],
  },
  {
    id: 'payloads',
    purpose:
      'dbfs chunks (one partition per container), pending presigned uploads, payload indexes, timeseries points, structured documents',
    partitionKey: S('pk'),
    sortKey: S('sk'),
    gsis: [],
    // Only pending presigned uploads carry it: unclaimed ones vanish a day after their URL expired.
    ttlAttribute: 'expiresAtEpoch',
  },
  {
    id: 'timeseries',
    purpose:
      'Timeseries points packed in time-bucketed chunk items per channel, with per-chunk summaries (features/timeseries/chunk-store.ts)',
    partitionKey: S('pk'),
    sortKey: S('sk'),
    // Summaries only (about 200 bytes a chunk): long aggregates read these instead of the chunks.
    gsis: [
      {
        name: 'summaries',
        partitionKey: S('pk'),
        sortKey: S('sk'),
        include: ['n', 't0', 't1', 'f', 'l', 'lo', 'hi', 's', 'm2', 'nt'],
      },
      // The summaries with each tenth of a chunk's summary (`st`, about 1.5 KB a chunk): aggregates
      // whose buckets are narrower than a chunk combine these instead of decoding it.
      {
        name: 'tiles',
        partitionKey: S('pk'),
        sortKey: S('sk'),
        include: ['n', 't0', 't1', 'f', 'l', 'lo', 'hi', 's', 'm2', 'nt', 'st'],
      },
    ],
  },
  {
    id: 'spatial',
    purpose:
      'Spatial points, one item per point keyed by container and a 3D Morton key over an order-preserving quantisation (features/spatial/store.ts)',
    partitionKey: S('pk'),
    sortKey: S('sk'),
    // Points by time within a container: a read by time window alone (no geometry) follows its result.
    gsis: [{ name: 'byTime', partitionKey: S('pk'), sortKey: S('ts'), include: ['d', 'b'] }],
  },
  {
    id: 'migrations',
    purpose:
      'File migration runs and per-container data migration rows; import jobs and their source-to-target id maps (features/importer)',
    partitionKey: S('pk'),
    sortKey: S('sk'),
    gsis: [{ name: 'byStatus', partitionKey: S('status'), sortKey: S('updatedAt') }],
    // Per-file outcome rows of a run expire; run and per-container rows carry no such attribute.
    ttlAttribute: 'expiresAtEpoch',
  },
  {
    id: 'snapshots',
    purpose:
      'Snapshot entries, one item per recorded entity: pk the snapshot appId, sk the entity appId, so a diff merge-joins two Queries in entity order (features/snapshots/entries.ts)',
    partitionKey: S('pk'),
    sortKey: S('sk'),
    gsis: [],
  },
  {
    id: 'idempotency',
    purpose: 'Powertools idempotency records',
    partitionKey: S('id'),
    gsis: [],
    ttlAttribute: 'expiration',
  },
] as const satisfies readonly TableDef[];

export const queues = [
  {
    id: 'file-migration',
    purpose: 'File migration work, one message per file or small batch',
    visibilityTimeoutSeconds: 900,
    maxReceiveCount: 5,
    dlqRetentionDays: 14,
    consumer: 'file-migration',
  },
  {
    id: 'container-deletion',
    purpose:
      "Background deletion of a deleted container's payload (timeseries chunks, structured documents) in bounded steps",
    visibilityTimeoutSeconds: 300,
    maxReceiveCount: 10,
    dlqRetentionDays: 14,
    consumer: 'container-deletion',
  },
  {
    id: 'hdf-acl-retry',
    purpose:
      'HDF sidecar ACL synchronisation retries (features/hdf/bridge.ts), backing off through the visibility timeout',
    visibilityTimeoutSeconds: 120,
    maxReceiveCount: 8,
    dlqRetentionDays: 14,
    consumer: 'hdf-acl-retry',
  },
  {
    id: 'ontology-refresh',
    purpose: 'Ontology refreshes that outlast their request, one step per message (features/ontologies/refresh.ts)',
    visibilityTimeoutSeconds: 960,
    maxReceiveCount: 3,
    dlqRetentionDays: 14,
    consumer: 'ontology-refresh',
  },
  {
    id: 'file-metadata',
    purpose:
      'Metadata parsing of uploaded files by plugin annotation parsers (fileformat-cad), one message per file and parser (features/files/metadata.ts)',
    visibilityTimeoutSeconds: 900,
    maxReceiveCount: 3,
    dlqRetentionDays: 14,
    consumer: 'file-metadata',
    consumerTmpMiB: 10240,
  },
  {
    id: 'snapshots',
    purpose:
      'Snapshots of large Collections, carried on in bounded steps; the worker re-enqueues the rest before its time runs out (features/snapshots/job.ts)',
    visibilityTimeoutSeconds: 300,
    maxReceiveCount: 5,
    dlqRetentionDays: 14,
    consumer: 'snapshot-worker',
  },
  {
    id: 'import',
    purpose:
      'Cross-instance Collection imports (importer plugin), one message per job step; the worker re-enqueues itself before its time runs out (features/importer/worker.ts)',
    visibilityTimeoutSeconds: 900,
    maxReceiveCount: 5,
    dlqRetentionDays: 14,
    consumer: 'import-worker',
  },
] as const satisfies readonly QueueDef[];

export const buckets = [
  {
    id: 'files',
    purpose:
      'File payloads (<containerId>/<uuid>), exports/ ZIPs, large-answers/ (legacy reads beyond a Lambda response), ontology bundles, large structured payloads',
    expiringPrefixes: [
      { prefix: 'exports/', days: 1 },
      // Answered by a 303 to a presigned GET that lives 5 minutes; a day is S3's shortest expiry.
      { prefix: 'large-answers/', days: 1 },
    ],
  },
] as const satisfies readonly BucketDef[];

export const schedules = [
  {
    id: 'provenance-prune',
    purpose: 'Nightly pruning of provenance rows older than svc.provenance.retention-days',
    cron: 'cron(0 3 * * ? *)',
    localIntervalSeconds: 3600,
  },
] as const satisfies readonly ScheduleDef[];

/** Queues that feed a worker function: the stack wires an event source, the local gateway a poller. */
export const consumerQueues = (queues as readonly QueueDef[]).filter(
  (q): q is QueueDef & { readonly consumer: string } => typeof q.consumer === 'string',
);

export type TableId = (typeof tables)[number]['id'];
export type QueueId = (typeof queues)[number]['id'];
export type BucketId = (typeof buckets)[number]['id'];

/** Environment variable carrying a resource's physical name, e.g. `SVC_TABLE_PROVENANCE`. */
export const tableEnv = (id: TableId) => `SVC_TABLE_${id.toUpperCase().replace(/-/g, '_')}`;
export const queueEnv = (id: QueueId) => `SVC_QUEUE_${id.toUpperCase().replace(/-/g, '_')}_URL`;
export const bucketEnv = (id: BucketId) => `SVC_BUCKET_${id.toUpperCase().replace(/-/g, '_')}`;

/** Physical names used where no stack assigns them (the local cloud). */
export const physicalName = (prefix: string, id: string) => `${prefix}-${id}`;

/**
 * Memory of each kind of function, in MB: the stack sets it (infra/constructs/functions.ts) and the
 * local gateway's sandboxes take it as their heap limit (localstack/src/gateway/sandboxes.ts).
 */
export const functionMemoryMb = { endpoint: 512, authorizer: 256, schedule: 512, worker: 1024 } as const;

/** The memory of function `id` (an endpoint group unless it is the authorizer, a schedule or a queue worker). */
export function memoryOfFunction(id: string): number {
  if (id === 'authorizer') return functionMemoryMb.authorizer;
  if (schedules.some((s) => s.id === id)) return functionMemoryMb.schedule;
  if (consumerQueues.some((q) => q.consumer === id)) return functionMemoryMb.worker;
  return functionMemoryMb.endpoint;
}
