import type { z } from 'zod';
import { EXIT_ERROR, EXIT_OK } from '../errors.ts';
import { parseBody, type ApiClient } from '../http.ts';
import { formatTable, sortKeys } from '../output.ts';
import type { BuiltinGroup } from '../runtime.ts';
import { healthResponse } from '../../../layers/core/src/features/ops/wire.ts';

/** The server's own wire shape. */
const healthReport = healthResponse;
export type HealthReport = z.output<typeof healthReport>;

export const PROBES = { live: '/svc/api/healthz/live', ready: '/svc/api/healthz/ready' } as const;
export type ProbeName = keyof typeof PROBES;

/** JSON: `{"status": "UP"|"DOWN", "live": report, "ready": report}`; `data` keys sorted. */
export interface HealthJson {
  status: 'UP' | 'DOWN';
  live: HealthReport;
  ready: HealthReport;
}

/**
 * One probe: 200 (UP) and 503 (DOWN) both carry the report; any other status, or a body that is
 * not a report, is an error.
 */
export async function probe(client: ApiClient, name: ProbeName): Promise<HealthReport> {
  const res = await client.request('GET', PROBES[name], { auth: false });
  if (res.status !== 200 && res.status !== 503) throw client.httpError(res);
  try {
    return parseBody(res, healthReport);
  } catch (err) {
    if (res.status === 503) throw client.httpError(res);
    throw err;
  }
}

export function healthJson(live: HealthReport, ready: HealthReport): HealthJson {
  const norm = (r: HealthReport): HealthReport => ({
    status: r.status,
    checks: r.checks.map((c) => ({
      name: c.name,
      status: c.status,
      ...(c.data !== undefined ? { data: sortKeys(c.data) as Record<string, unknown> } : {}),
    })),
  });
  return {
    status: live.status === 'UP' && ready.status === 'UP' ? 'UP' : 'DOWN',
    live: norm(live),
    ready: norm(ready),
  };
}

export function healthText(h: HealthJson): string {
  const rows = (['live', 'ready'] as const).flatMap((p) =>
    h[p].checks.length === 0
      ? [{ probe: p, name: '-', status: h[p].status, data: undefined }]
      : h[p].checks.map((c) => ({ probe: p, ...c })),
  );
  const table = formatTable(
    [
      { header: 'probe', value: (r: (typeof rows)[number]) => r.probe },
      { header: 'check', value: (r) => r.name },
      { header: 'status', value: (r) => r.status },
      { header: 'data', value: (r) => (r.data === undefined ? '' : dataText(r.data)) },
    ],
    rows,
  );
  return `${table}\nlive ${h.live.status}, ready ${h.ready.status}: ${h.status}\n`;
}

function dataText(data: Record<string, unknown>): string {
  return Object.entries(data)
    .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(' ');
}

export const healthGroup: BuiltinGroup = {
  name: 'health',
  description: 'Liveness and readiness probes; exit 0 when both are UP, 1 otherwise',
  register(group, rt) {
    group.action(
      rt.action(async ({ client, out }) => {
        const c = client();
        const [live, ready] = await Promise.all([probe(c, 'live'), probe(c, 'ready')]);
        const report = healthJson(live, ready);
        out.result(report, () => healthText(report));
        return report.status === 'UP' ? EXIT_OK : EXIT_ERROR;
      }),
    );
  },
};
