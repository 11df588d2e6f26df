import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { envBin, wheelhouse } from '../localstack/src/python-env.ts';
import { clientDir, clientEnv, ensureClientEnv } from './python-client.ts';

/**
 * Issue 32's "built as a wheel by CI": builds the client's wheel with the pinned build backend of
 * its env (no network, no build isolation), installs it into a fresh venv (no pip of its own: the
 * env's pip installs through `--python`) with its dependencies from the project's wheelhouse,
 * constrained to the pins of localstack/python/client-requirements.txt, and runs
 * clients/python/scripts/smoke_wheel.py there. Run by test/integration/python-client.test.ts.
 */
export interface WheelCheck {
  readonly wheel: string;
  readonly seconds: number;
  readonly smoke: string;
}

function run(cmd: string, args: string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd,
      env: { ...process.env, PIP_DISABLE_PIP_VERSION_CHECK: '1', PYTHONDONTWRITEBYTECODE: '1' },
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${cmd} ${args.join(' ')} failed (${code}):\n${output}`)),
    );
  });
}

/** The version pyproject.toml declares. */
function declaredVersion(): string {
  const m = /^version\s*=\s*"([^"]+)"/m.exec(readFileSync(join(clientDir, 'pyproject.toml'), 'utf8'));
  if (!m?.[1]) throw new Error('clients/python/pyproject.toml declares no version');
  return m[1];
}

export async function buildAndSmokeWheel(): Promise<WheelCheck> {
  await ensureClientEnv();
  const t0 = Date.now();
  const scratch = mkdtempSync(join(tmpdir(), 'svc-pywheel-'));
  try {
    const dist = join(scratch, 'dist');
    await run(
      envBin(clientEnv, 'pip'),
      ['wheel', '--quiet', '--no-deps', '--no-build-isolation', '--no-index', '--wheel-dir', dist, clientDir],
      scratch,
    );
    const wheel = readdirSync(dist).find((f) => f.startsWith('svc_client-') && f.endsWith('.whl'));
    if (!wheel) throw new Error(`no svc_client wheel in ${dist}: ${readdirSync(dist).join(', ')}`);
    // A venv without pip of its own (seeding pip takes seconds): the env's pip fills and checks it through --python.
    const venv = join(scratch, 'venv');
    await run('python3', ['-m', 'venv', '--without-pip', venv], scratch);
    const bin = (name: string) => join(venv, 'bin', name);
    const pip = (args: string[]) => run(envBin(clientEnv, 'pip'), ['--python', bin('python'), ...args], scratch);
    await pip([
      'install',
      '--quiet',
      '--no-index',
      '--find-links',
      wheelhouse,
      '--constraint',
      clientEnv.requirements,
      join(dist, wheel),
    ]);
    await pip(['check']);
    const smoke = await run(bin('python'), [join(clientDir, 'scripts', 'smoke_wheel.py'), declaredVersion()], scratch);
    return { wheel, seconds: (Date.now() - t0) / 1000, smoke: smoke.trim() };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
