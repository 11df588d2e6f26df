import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { AWS_CALL_LOG_ENV } from '../../layers/core/src/platform/observability/aws-calls.ts';
import { stateDir } from './paths.ts';

/**
 * `svc-local test` proves the IAM grants (test/iam/): the gateway it starts records every AWS
 * call per function into this file, and after a successful run that included integration tests a
 * second, small vitest run checks the recording against the synthesized stack's policies.
 */
export const awsCallLog = join(stateDir, 'aws-calls.jsonl');

/** Recording on for this process and what it starts: the gateway's environment carries every SVC_* variable. */
export function recordAwsCalls(): void {
  process.env[AWS_CALL_LOG_ENV] = awsCallLog;
}

/** A new recording for this run; a gateway reused from an earlier run forgets what it wrote. */
export async function restartRecording(gatewayUrl: string): Promise<void> {
  rmSync(awsCallLog, { force: true });
  const r = await fetch(`${gatewayUrl}/_local/aws-calls/reset`, { method: 'POST' });
  if (!r.ok) throw new Error(`the local gateway did not reset its AWS call recording (${r.status})`);
}

/** Whether the vitest JSON report lists an integration test that ran (a filtered run may have none). */
export function integrationTestsRan(reportFile: string): boolean {
  if (!existsSync(reportFile)) return false;
  const r = JSON.parse(readFileSync(reportFile, 'utf8')) as {
    testResults?: { name: string; assertionResults?: { status: string }[] }[];
  };
  return (r.testResults ?? []).some(
    (f) => f.name.includes('/test/integration/') && (f.assertionResults ?? []).some((a) => a.status === 'passed'),
  );
}
