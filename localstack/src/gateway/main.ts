import { routes } from '../../../layers/core/src/app/routes.ts';
import { consumerQueues, schedules } from '../../../layers/core/src/platform/resources/definitions.ts';
import { resetAwsCallLog } from '../../../layers/core/src/platform/observability/aws-calls.ts';
import { loadFunction } from './functions.ts';
import { resetSandboxAwsCalls, sandboxesEnabled, warmSandboxes } from './sandboxes.ts';
import { startGateway, type ControlPlane } from './server.ts';
import { runSchedule, startQueuePollers, startScheduleTimers } from './workers.ts';

/**
 * The local gateway process: loads every function like a cold start (so an invalid
 * configuration fails startup, as it would in Lambda), then serves on the gateway port.
 */
const port = Number(process.env['SVC_GATEWAY_PORT'] ?? '8080');
const host = process.env['SVC_GATEWAY_HOST'] ?? '127.0.0.1';

const names = [
  ...new Set<string>([
    ...routes.map((r) => r.group),
    'authorizer',
    ...schedules.map((s) => s.id),
    ...consumerQueues.map((q) => q.consumer),
  ]),
];
/** `LOCAL_GATEWAY_WORKERS=off`: an extra gateway (tests, benchmarks) that neither polls queues nor runs schedules. */
const workers = process.env['LOCAL_GATEWAY_WORKERS'] !== 'off';
for (const n of names) await loadFunction(n);

const control: ControlPlane = async (method, path) => {
  const m = /^\/_local\/schedules\/([\w-]+)$/.exec(path);
  if (method === 'POST' && m?.[1]) return { status: 200, body: await runSchedule(m[1]) };
  if (method === 'GET' && path === '/_local/status')
    return { status: 200, body: { functions: names, pid: process.pid } };
  // `svc-local test` starts each run's recording of AWS calls afresh (a reused gateway has seen calls already).
  if (method === 'POST' && path === '/_local/aws-calls/reset') {
    resetAwsCallLog();
    resetSandboxAwsCalls();
    return { status: 200, body: { reset: true } };
  }
  return undefined;
};

const abort = new AbortController();
await startGateway(port, host, control);
const pollers = workers ? startQueuePollers(abort.signal) : [];
const timers = workers ? startScheduleTimers(abort.signal) : [];
console.log(
  JSON.stringify({
    gateway: `http://${host}:${port}`,
    functions: names,
    pollers,
    timers,
    sandboxes: sandboxesEnabled() ? 'worker threads, a pool per function' : 'off (one process)',
  }),
);
// One sandbox of each function, started one after another once the gateway serves.
if (sandboxesEnabled()) void warmSandboxes(names);

const shutdown = () => {
  abort.abort();
  process.exit(0);
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
