// A sandbox's entry (localstack/src/gateway/sandboxes.ts): a worker thread does not take the
// parent's `--import tsx` hooks, so it registers tsx itself before loading its TypeScript runner.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.runner);
