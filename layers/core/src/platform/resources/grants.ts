import type { queues, schedules, BucketId, QueueId, TableId } from './definitions.ts';

/**
 * The access a function needs, in the vocabulary infra/lib/grants.ts turns into IAM statements
 * (exact ARNs, one action list per level). Features declare it in their manifests for the
 * functions that serve their rows and for their workers; the stack derives each function's
 * grants from those declarations, so an action is never granted by hand and hoped for.
 *
 * Table levels: `describe` (readiness), `append` (PutItem/BatchWriteItem, and UpdateItem for the
 * day set: provenance capture), `read` (item and query reads, on the table and its indexes),
 * `readWrite` (`read` plus item writes and deletes), `prune` (`read` plus DeleteItem/
 * BatchWriteItem, and UpdateItem for the day set: retention jobs). The integration suite proves
 * these against the calls the code makes (test/iam/).
 * Bucket levels: `files` (object read/write/delete, multipart uploads, ListBucket), `exports`
 * (write and read of `exports/*`), `large-answers` (the same of `large-answers/*`: legacy reads
 * beyond what a Lambda response holds, platform/storage/large-answers.ts), `structured` (read, write and delete of `structured/*`, the
 * structured-data documents too large for a table item). Queue levels: `send`.
 */
export type TableAccess = 'describe' | 'append' | 'read' | 'readWrite' | 'prune';
export type BucketAccess = 'files' | 'exports' | 'large-answers' | 'structured' | 'ontologies';
export type QueueAccess = 'send';
export type SecretId = 'neo4j' | 'hdf' | 'signing';
/**
 * Model invocation (the ai plugin): `bedrock` is bedrock:InvokeModel on foundation models and
 * inference profiles (the model is an admin's runtime choice).
 */
export type AiAccess = 'bedrock';
/**
 * Credentials of external services that operators keep in Secrets Manager and name in a runtime
 * configuration (an OpenAI-compatible API key, the DataCite repository password): GetSecretValue on
 * the secrets named `<svc.resource.prefix>/<scope>/*`, nothing else.
 */
export type CredentialScope = 'ai' | 'publishing';
export type ScheduleId = (typeof schedules)[number]['id'];
/** Worker functions fed by a queue (`consumer` in definitions.ts). */
export type ConsumerId = Extract<(typeof queues)[number], { consumer: string }>['consumer'];
/** Functions that are not endpoint groups: scheduled jobs and queue consumers. */
export type WorkerId = ScheduleId | ConsumerId;

export interface ResourceGrants {
  /** Secrets the function reads (GetSecretValue + DescribeSecret on that one secret). */
  readonly secrets?: readonly SecretId[];
  readonly tables?: Partial<Record<TableId, readonly TableAccess[]>>;
  readonly buckets?: Partial<Record<BucketId, readonly BucketAccess[]>>;
  readonly queues?: Partial<Record<QueueId, readonly QueueAccess[]>>;
  readonly ai?: readonly AiAccess[];
  readonly credentials?: readonly CredentialScope[];
}

const union = <T>(a: readonly T[] | undefined, b: readonly T[] | undefined): T[] => [
  ...new Set([...(a ?? []), ...(b ?? [])]),
];

function mergeLevels<K extends string, L>(
  a: Partial<Record<K, readonly L[]>> | undefined,
  b: Partial<Record<K, readonly L[]>> | undefined,
) {
  const out: Partial<Record<K, readonly L[]>> = { ...(a ?? {}) };
  for (const [k, v] of Object.entries(b ?? {}) as [K, readonly L[]][]) out[k] = union(out[k], v);
  return out;
}

/** The union of several declarations (each level kept once). */
export function mergeGrants(...all: readonly ResourceGrants[]): ResourceGrants {
  return all.reduce<ResourceGrants>(
    (acc, g) => ({
      secrets: union(acc.secrets, g.secrets),
      tables: mergeLevels(acc.tables, g.tables),
      buckets: mergeLevels(acc.buckets, g.buckets),
      queues: mergeLevels(acc.queues, g.queues),
      ...(acc.ai || g.ai ? { ai: union(acc.ai, g.ai) } : {}),
      ...(acc.credentials || g.credentials ? { credentials: union(acc.credentials, g.credentials) } : {}),
    }),
    {},
  );
}
