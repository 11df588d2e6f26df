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
      check('tables', async () => {
        const client = dynamo();
        const states = await Promise.all(
          tables.map(async (t) => {
            const r = await client.send(new DescribeTableCommand({ TableName: tableName(t.id) }));
            return [t.id, r.Table?.TableStatus ?? 'UNKNOWN'] as const;
          }),
        );
        const notActive = states.filter(([, s]) => s !== 'ACTIVE');
        if (notActive.length > 0)
          throw new Error(`tables not active: ${notActive.map(([id, s]) => `${id}=${s}`).join(', ')}`);
        return { tables: states.length };
      }),
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
