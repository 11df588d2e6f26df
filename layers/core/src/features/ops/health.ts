import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { dynamo, tableName } from '../../platform/aws/clients.ts';
import { config } from '../../platform/config/load.ts';
import { apiKeySigningKey } from '../../access/auth/signing-key.ts';
import { tables } from '../../platform/resources/definitions.ts';
import { startedAt } from '../../platform/observability/request-metrics.ts';

export type Status = 'UP' | 'DOWN';
export interface HealthCheck {
  name: string;
  status: Status;
  data?: Record<string, unknown>;
}
export interface HealthReport {
  status: Status;
  checks: HealthCheck[];
}

/**
 * Each check's bound: readiness answers within 3 s whatever hangs, this plus what the route
 * middlewares may wait for a slow configuration store (platform/dependencies.ts settleWithin).
 */
const CHECK_TIMEOUT_MS = 2000;

async function check(name: string, probe: () => Promise<Record<string, unknown> | undefined>): Promise<HealthCheck> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`timed out after ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
    });
    const data = await Promise.race([probe(), timeout]);
    return { name, status: 'UP', ...(data ? { data } : {}) };
  } catch (err) {
    return { name, status: 'DOWN', data: { reason: (err as Error).message } };
  } finally {
    clearTimeout(timer);
  }
}

/** How long tables all seen ACTIVE stay so for the probe: meanwhile it describes one table a call. */
export const TABLES_RECHECK_MS = 60_000;

/**
 * The tables check: every table described (in parallel) and ACTIVE; then, for TABLES_RECHECK_MS,
 * one table a call in turn, which still proves DynamoDB answers (a frozen or dead store, or a table
 * gone, is DOWN at once and the next call describes every table again). A readiness probe polled
 * by a load balancer or a fuzzer costs one call, not one per table: under load a dozen calls in
 * parallel ran past the check's bound with DynamoDB merely slow.
 */
export function tablesCheck<Id extends string>(
  ids: readonly Id[],
  status: (id: Id) => Promise<string>,
  now: () => number = Date.now,
): () => Promise<Record<string, unknown>> {
  let allActiveAt: number | undefined;
  let turn = 0;
  return async () => {
    const fresh = allActiveAt !== undefined && now() - allActiveAt < TABLES_RECHECK_MS;
    const one = ids[turn++ % ids.length];
    const asked = fresh && one !== undefined ? [one] : ids;
    const states = await Promise.all(asked.map(async (id) => [id, await status(id)] as const)).catch((err: unknown) => {
      allActiveAt = undefined;
      throw err;
    });
    const notActive = states.filter(([, s]) => s !== 'ACTIVE');
    if (notActive.length > 0) {
      allActiveAt = undefined;
      throw new Error(`tables not active: ${notActive.map(([id, s]) => `${id}=${s}`).join(', ')}`);
    }
    if (!fresh) allActiveAt = now();
    return { tables: ids.length };
  };
}

const tablesProbe = tablesCheck(
  tables.map((t) => t.id),
  async (id) =>
    (await dynamo().send(new DescribeTableCommand({ TableName: tableName(id) }))).Table?.TableStatus ?? 'UNKNOWN',
);

const report = (checks: HealthCheck[]): HealthReport => ({
  status: checks.every((c) => c.status === 'UP') ? 'UP' : 'DOWN',
  checks,
});

/**
 * Readiness is application state (docs/operations.md): configuration valid, graph schema migrated to
 * the version this build expects, the tables provisioned, the API-key signing key loaded.
 */
/** The graph schema this build expects, and how to reach it (app/graph-schema.ts). */
export interface GraphSchema {
  readonly version: string;
  ensure(): Promise<void>;
  current(): Promise<string | undefined>;
}

/**
 * A readiness check another capability contributes (app/readiness.ts hands them in, so ops imports
 * no feature): its probe's data is reported; a throw or a hang past the bound is DOWN.
 */
export interface ReadinessContributor {
  readonly name: string;
  probe(): Promise<Record<string, unknown> | undefined>;
}

export async function readiness(
  schema: GraphSchema,
  contributors: readonly ReadinessContributor[] = [],
): Promise<HealthReport> {
  return report(
    await Promise.all([
      check('configuration', async () => {
        const c = config();
        return {
          version: c['svc.version'],
          storageProvider: c['svc.storage.provider'],
          hdfEnabled: c['svc.hdf.enabled'],
        };
      }),
      check('graph-schema', async () => {
        await schema.ensure();
        const found = await schema.current();
        if (found !== schema.version)
          throw new Error(`graph schema is at ${found ?? 'none'}, expected ${schema.version}`);
        return { version: found };
      }),
      check('tables', () => tablesProbe()),
      check('api-key-signing', async () => {
        await apiKeySigningKey();
        return undefined;
      }),
      ...contributors.map((c) => check(c.name, () => c.probe())),
    ]),
  );
}

/** Liveness: this runtime can serve; no dependency is consulted. */
export async function liveness(): Promise<HealthReport> {
  const mem = process.memoryUsage();
  return report([
    {
      name: 'runtime',
      status: 'UP',
      data: {
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        heapUsedBytes: mem.heapUsed,
        node: process.version,
      },
    },
  ]);
}

export async function aggregate(
  schema: GraphSchema,
  contributors: readonly ReadinessContributor[] = [],
): Promise<HealthReport> {
  const [live, ready] = await Promise.all([liveness(), readiness(schema, contributors)]);
  return report([...live.checks, ...ready.checks]);
}
