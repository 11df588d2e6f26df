import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fuzzVenvDir, localstackDir, repoRoot } from '../../localstack/src/paths.ts';
import { ensurePythonEnv, envBin, type PythonEnv } from '../../localstack/src/python-env.ts';

/**
 * The API fuzzer (schemathesis in its own env, localstack/.venv-fuzz) as the suite's fuzz tests
 * and `npm run bench -- fuzz` run it: against a gateway's own `/svc/doc/openapi.json`, with a
 * config of test/fuzz/ and the hooks of test/fuzz/hooks.py (the searches' conditions).
 */
const fuzzEnv: PythonEnv = {
  dir: fuzzVenvDir,
  requirements: join(localstackDir, 'python', 'fuzz-requirements.txt'),
  users: [],
};

/** Installs the fuzzer's env when missing or stale; its pip output goes to `log`. */
export const prepareFuzzer = (log: string): Promise<void> => ensurePythonEnv(fuzzEnv, log);

export interface FuzzRun {
  /** The gateway fuzzed; its own document drives the run. */
  readonly base: string;
  /** The API key every request carries. */
  readonly key: string;
  /** The config file (a path). */
  readonly config: string;
  readonly seed: string;
  /** Where the JUnit report goes. */
  readonly report: string;
  /** More CLI arguments of `st run` (an operation filter, `--max-examples`, phases). */
  readonly args?: readonly string[];
  /** Ends the run (SIGTERM) after this long. */
  readonly timeoutMs?: number;
}

/** Runs schemathesis once: its exit code and everything it printed. */
export function runFuzzer(run: FuzzRun): Promise<{ code: number; output: string }> {
  const args = [
    '--config-file',
    run.config,
    'run',
    `${run.base}/svc/doc/openapi.json`,
    '--url',
    run.base,
    // Every check is on by default; not passing `--checks` lets the config switch one off for
    // one operation (a CLI `--checks` would override it).
    '-H',
    `X-API-KEY: ${run.key}`,
    '--seed',
    run.seed,
    ...(run.args ?? []),
    '--no-color',
    '--report',
    'junit',
    '--report-junit-path',
    run.report,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(envBin(fuzzEnv, 'st'), args, {
      cwd: repoRoot,
      env: {
        ...process.env,
        SCHEMATHESIS_TELEMETRY: 'false',
        SCHEMATHESIS_HOOKS: 'hooks',
        PYTHONPATH: join(repoRoot, 'test', 'fuzz'),
      },
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    const timer = run.timeoutMs ? setTimeout(() => child.kill('SIGTERM'), run.timeoutMs) : undefined;
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? 1, output });
    });
  });
}

/** The failures section of a run's output, or its tail when there is none. */
export const fuzzFailures = (output: string): string => {
  const start = output.indexOf('=== FAILURES');
  return (start >= 0 ? output.slice(start) : output.slice(-4000)).slice(0, 20_000);
};
