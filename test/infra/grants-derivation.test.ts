import { describe, expect, it } from 'vitest';
import {
  aiActions,
  bucketActions,
  credentialActions,
  functionGrants,
  queueActions,
  tableActions,
  type FunctionGrants,
} from '../../infra/lib/grants.ts';
import { queues, schedules, tables } from '../../layers/core/src/platform/resources/definitions.ts';
import { routes } from '../../layers/core/src/app/routes.ts';

/** Every IAM action a grant line expands to, as `resource:action` (what the stack writes, minus ARNs). */
function expand(g: FunctionGrants): string[] {
  const out = new Set<string>();
  for (const s of g.secrets ?? []) out.add(`secret/${s}:read`);
  for (const [t, levels] of Object.entries(g.tables ?? {})) {
    for (const l of levels ?? []) {
      for (const a of tableActions[l].table) out.add(`table/${t}:${a}`);
      for (const a of tableActions[l].indexes) out.add(`table/${t}/index:${a}`);
    }
  }
  for (const [b, levels] of Object.entries(g.buckets ?? {})) {
    for (const l of levels ?? []) {
      for (const a of bucketActions[l].bucket) out.add(`bucket/${b}:${a}`);
      for (const a of bucketActions[l].objects) out.add(`bucket/${b}/${bucketActions[l].objectPrefix}*:${a}`);
    }
  }
  for (const [q, levels] of Object.entries(g.queues ?? {}))
    for (const l of levels ?? []) for (const a of queueActions[l]) out.add(`queue/${q}:${a}`);
  for (const l of g.ai ?? [])
    for (const a of aiActions[l].actions)
      for (const r of aiActions[l].resources({ partition: 'aws', region: 'r', account: 'a', stack: 's' }))
        out.add(`${r}:${a}`);
  for (const c of g.credentials ?? [])
    for (const a of credentialActions.actions)
      for (const r of credentialActions.resources(c, { partition: 'aws', region: 'r', account: 'a', stack: 's' }))
        out.add(`${r}:${a}`);
  return [...out].sort();
}

const read = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:Scan',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DescribeTable',
];

/**
 * The actions of each level, as last reviewed. Capture and pruning also update the provenance
 * table's day set (`META`/`days`, ADD on capture, DELETE on prune): UpdateItem in both.
 */
const reviewedLevels = {
  tables: {
    describe: { table: ['dynamodb:DescribeTable'], indexes: [] },
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
    prune: {
      table: [...read, 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem', 'dynamodb:UpdateItem'],
      indexes: ['dynamodb:Query', 'dynamodb:Scan'],
    },
  },
  buckets: {
    files: {
      bucket: ['s3:ListBucket'],
      objects: [
        's3:GetObject',
        's3:PutObject',
        's3:DeleteObject',
        's3:AbortMultipartUpload',
        's3:ListMultipartUploadParts',
      ],
      objectPrefix: '',
    },
    exports: {
      bucket: [],
      objects: ['s3:GetObject', 's3:PutObject', 's3:AbortMultipartUpload', 's3:ListMultipartUploadParts'],
      objectPrefix: 'exports/',
    },
    'large-answers': {
      bucket: [],
      objects: ['s3:GetObject', 's3:PutObject', 's3:AbortMultipartUpload', 's3:ListMultipartUploadParts'],
      objectPrefix: 'large-answers/',
    },
    structured: {
      bucket: [],
      objects: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
      objectPrefix: 'structured/',
    },
    ontologies: {
      bucket: [],
      objects: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
      objectPrefix: 'ontologies/',
    },
  },
  queues: { send: ['sqs:SendMessage', 'sqs:GetQueueAttributes'] },
};

const capture = { provenance: ['append'], config: ['read'] } as const;
const describeAll = Object.fromEntries(tables.map((t) => [t.id, ['describe']]));

/**
 * The grants as they were last reviewed by hand, line by line. The derivation from the features'
 * manifests must expand to exactly these actions: widening one is a change to review here.
 */
const reviewed: Readonly<Record<string, FunctionGrants>> = {
  authorizer: { secrets: ['neo4j', 'signing'] },
  ops: {
    secrets: ['neo4j', 'hdf'],
    tables: { ...describeAll, provenance: ['describe', 'append'], config: ['describe', 'read'] },
  },
  admin: {
    secrets: ['neo4j', 'signing'],
    // provenance read: the legacy-shelf usage counters (GET /v2/admin/legacy/v1/stats).
    tables: {
      provenance: ['append', 'read'],
      config: ['readWrite'],
      migrations: ['readWrite'],
      payloads: ['readWrite'],
    },
    // large-answers: getMigrationStates lists every migration, unpaged.
    buckets: { files: ['files', 'large-answers'] },
    // import: POST /v2/admin/import enqueues the job's first message (importer jobs live in migrations too).
    queues: { 'file-migration': ['send'], import: ['send'] },
  },
  // snapshots send: a Collection's delete queues the deletion of its snapshots. large-answers (here
  // and in every group serving a legacy list or search): an answer of every match beyond a Lambda
  // response is stored under large-answers/ and answered with a 303 (kernel/route-common.ts).
  legacy: {
    secrets: ['neo4j', 'signing', 'hdf'],
    tables: capture,
    buckets: { files: ['large-answers'] },
    queues: { 'hdf-acl-retry': ['send'], snapshots: ['send'] },
  },
  'legacy-users': {
    secrets: ['neo4j', 'hdf'],
    tables: capture,
    buckets: { files: ['large-answers'] },
    queues: { 'hdf-acl-retry': ['send'] },
  },
  'legacy-refs': { secrets: ['neo4j'], tables: capture, buckets: { files: ['large-answers'] } },
  'legacy-search': { secrets: ['neo4j'], tables: capture, buckets: { files: ['large-answers'] } },
  'legacy-semantic': { secrets: ['neo4j'], tables: capture, buckets: { files: ['large-answers'] } },
  'legacy-files': {
    secrets: ['neo4j'],
    tables: { ...capture, payloads: ['readWrite'], timeseries: ['read'], spatial: ['read'] },
    buckets: { files: ['files', 'exports', 'large-answers'] },
    queues: { 'file-metadata': ['send'] },
  },
  // large-answers: raw reads and CSV exports beyond a Lambda response go through large-answers/ (a 303).
  timeseries: {
    secrets: ['neo4j'],
    tables: { ...capture, timeseries: ['readWrite'] },
    buckets: { files: ['large-answers'] },
    queues: { 'container-deletion': ['send'] },
  },
  // large-answers: a reference payload beyond a Lambda response goes through large-answers/ (a 303).
  'structured-data': {
    secrets: ['neo4j'],
    tables: { ...capture, payloads: ['readWrite'] },
    buckets: { files: ['structured', 'large-answers'] },
    queues: { 'container-deletion': ['send'] },
  },
  'spatial-data': {
    secrets: ['neo4j'],
    tables: { ...capture, spatial: ['readWrite'] },
    buckets: { files: ['large-answers'] },
    queues: { 'container-deletion': ['send'] },
  },
  // Ontology bundles: the runtime semantic config singleton, uploads under ontologies/ of the files bucket.
  semantic: {
    secrets: ['neo4j'],
    tables: { provenance: ['append'], config: ['readWrite'] },
    buckets: { files: ['ontologies'] },
    queues: { 'ontology-refresh': ['send'] },
  },
  'ontology-refresh': {
    secrets: ['neo4j'],
    tables: { config: ['readWrite'] },
    buckets: { files: ['ontologies'] },
    queues: { 'ontology-refresh': ['send'] },
  },
  'container-deletion': {
    secrets: ['neo4j'],
    tables: { timeseries: ['readWrite'], payloads: ['readWrite'], spatial: ['readWrite'] },
    buckets: { files: ['structured'] },
    queues: { 'container-deletion': ['send'] },
  },
  hdf: { secrets: ['neo4j', 'hdf'], tables: capture, queues: { 'hdf-acl-retry': ['send'] } },
  'hdf-acl-retry': { secrets: ['neo4j', 'hdf'], queues: { 'hdf-acl-retry': ['send'] } },
  // The ai plugin's slot configs (readWrite), model calls and provider secrets; the wiki writer reads recent provenance.
  plugins: {
    secrets: ['neo4j'],
    tables: { provenance: ['append', 'read'], config: ['read', 'readWrite'] },
    ai: ['bedrock'],
    credentials: ['ai'],
  },
  // Templates and shapes: the graph only (the semantic config singleton through the base config read);
  // snapshots: their entries and the hand-over to the snapshot worker.
  // Views read timeseries channels and aggregates; mappings store their output as a structured-data document (table or structured/ objects).
  templates: {
    secrets: ['neo4j'],
    tables: { ...capture, snapshots: ['readWrite'], timeseries: ['read'], payloads: ['readWrite'] },
    buckets: { files: ['structured'] },
    queues: { snapshots: ['send'] },
  },
  'snapshot-worker': { secrets: ['neo4j'], tables: { snapshots: ['readWrite'] }, queues: { snapshots: ['send'] } },
  // Publishing serves the unhide config singleton (readWrite) beside capture.
  publishing: {
    secrets: ['neo4j'],
    tables: { provenance: ['append'], config: ['readWrite'] },
    credentials: ['publishing'],
  },
  provenance: { secrets: ['neo4j'], tables: { provenance: ['read', 'append'], config: ['read'] } },
  'provenance-prune': { tables: { provenance: ['prune'] } },
  // fileformat-cad and other annotation parsers: the stored bytes in, annotations out; plugin toggles from config.
  'file-metadata': {
    secrets: ['neo4j'],
    tables: { config: ['read'], payloads: ['read'] },
    buckets: { files: ['files'] },
  },
  'file-migration': {
    secrets: ['neo4j', 'signing'],
    tables: { config: ['read'], migrations: ['readWrite'], payloads: ['readWrite'] },
    buckets: { files: ['files'] },
    queues: { 'file-migration': ['send'] },
  },
  // The importer: the copy into the graph, the active adapter (dbfs chunks or the bucket), timeseries points, spatial points and structured documents (payloads, structured/), its job and id map, the import's provenance row, the hand-over message.
  'import-worker': {
    secrets: ['neo4j', 'signing'],
    tables: {
      config: ['read'],
      migrations: ['readWrite'],
      payloads: ['readWrite'],
      timeseries: ['readWrite'],
      spatial: ['readWrite'],
      provenance: ['append'],
    },
    buckets: { files: ['files', 'structured'] },
    queues: { import: ['send'] },
  },
};

describe('IAM grants derived from the feature manifests', () => {
  it('cover every endpoint group, schedule and queue consumer, and the authorizer', () => {
    const expected = new Set<string>([
      ...routes.map((r) => r.group),
      ...schedules.map((s) => s.id),
      ...queues.flatMap((q) => ('consumer' in q && q.consumer ? [q.consumer] : [])),
      'authorizer',
    ]);
    expect(Object.keys(functionGrants).sort()).toEqual([...expected].sort());
  });

  it('turn each level into exactly the reviewed actions', () => {
    expect({ tables: tableActions, buckets: bucketActions, queues: queueActions }).toEqual(reviewedLevels);
  });

  it('expand to exactly the reviewed actions, function by function', () => {
    for (const [id, g] of Object.entries(reviewed)) expect(expand(functionGrants[id] ?? {}), id).toEqual(expand(g));
  });
});
