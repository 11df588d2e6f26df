import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, relative } from 'node:path';
import { renderOpenApi } from '../layers/core/src/app/openapi.ts';
import { localstackDir, repoRoot, stateDir } from '../localstack/src/paths.ts';
import { ensurePythonEnv, envBin, type PythonEnv } from '../localstack/src/python-env.ts';

export { repoRoot };

/** The Python client (issue 32): its package, and where its generated layer lives in it. */
export const clientDir = join(repoRoot, 'clients', 'python');
export const generatedDir = join(clientDir, 'src', 'svc_client', '_api');
/** What the generator could not digest, normalised, kept beside the generated code (and checked with it). */
export const warningsFile = 'GENERATOR_WARNINGS.txt';

/** The client's env: the generator, the client's dependencies, its tests and its build backend, all pinned. */
export const clientEnv: PythonEnv = {
  dir: join(localstackDir, '.venv-client'),
  requirements: join(localstackDir, 'python', 'client-requirements.txt'),
  users: [],
};

export const clientLog = join(stateDir, 'python-client', 'install.log');

/** Creates (or reuses) the client's env. */
export async function ensureClientEnv(): Promise<void> {
  mkdirSync(join(stateDir, 'python-client'), { recursive: true });
  await ensurePythonEnv(clientEnv, clientLog);
}

function exec(cmd: string, args: string[], cwd: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd,
      // ruff (a post hook of the generator) is found on the env's PATH.
      env: { ...process.env, PATH: `${join(clientEnv.dir, 'bin')}${delimiter}${process.env['PATH'] ?? ''}` },
    });
    // Kept apart and joined in a fixed order: how the two streams interleave depends on timing, and
    // the warnings file made from them must not (a loaded machine once put stdout's blank lines first).
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, output: `${stderr}\n${stdout}` }));
  });
}

/**
 * The generator's warnings without what changes from run to run (object addresses) or names the
 * scratch directory, so the file is stable and a new warning shows as a diff in review.
 */
export function normaliseWarnings(output: string, scratch: string): string {
  const lines = output
    .split('\n')
    .filter((l) => !l.startsWith('Generating ') && !l.includes('please open an issue at'))
    .map((l) =>
      l
        .replaceAll(scratch, '<out>')
        .replace(/<([\w.]+) object at 0x[0-9a-f]+>/g, '<$1>')
        .trimEnd(),
    );
  const text = lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return `${text}\n`;
}

/**
 * Generates the layer from the route table's OpenAPI document (both shelves, renderOpenApi('all'))
 * into `outDir` (replaced), with the pinned openapi-python-client. Generates in a scratch directory
 * outside the repository so no ruff configuration around the output changes the result.
 */
export async function generatePythonApi(outDir: string): Promise<{ warnings: string }> {
  await ensureClientEnv();
  const scratch = mkdtempSync(join(tmpdir(), 'svc-pyapi-'));
  try {
    const docPath = join(scratch, 'openapi.json');
    writeFileSync(docPath, renderOpenApi('all', 'json').body);
    const out = join(scratch, 'out');
    const r = await exec(
      envBin(clientEnv, 'openapi-python-client'),
      [
        'generate',
        '--path',
        docPath,
        '--meta',
        'none',
        '--config',
        join(clientDir, 'openapi-python-client.yaml'),
        '--output-path',
        out,
      ],
      scratch,
    );
    if (r.code !== 0) throw new Error(`openapi-python-client failed (${r.code}):\n${r.output.slice(-4000)}`);
    const warnings = normaliseWarnings(r.output, scratch);
    writeFileSync(join(out, warningsFile), warnings);
    rmSync(outDir, { recursive: true, force: true });
    cpSync(out, outDir, { recursive: true });
    return { warnings };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The hand-written layer's API reference, generated from its docstrings (committed, drift-checked). */
export const apiReferenceFile = join(repoRoot, 'docs', 'python-client-api.md');

/** Renders the API reference with the client's env, importing svc_client from the working tree. */
export async function renderPythonApiReference(): Promise<string> {
  await ensureClientEnv();
  const r = await new Promise<{ code: number; output: string; err: string }>((resolve, reject) => {
    const child = spawn(envBin(clientEnv, 'python'), [join(clientDir, 'scripts', 'api_reference.py')], {
      cwd: clientDir,
      env: { ...process.env, PYTHONPATH: join(clientDir, 'src'), PYTHONDONTWRITEBYTECODE: '1' },
    });
    let output = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, output, err }));
  });
  if (r.code !== 0) throw new Error(`api_reference.py failed (${r.code}):\n${r.err.slice(-4000)}`);
  return r.output;
}

/** Every file under `dir` (relative path → content), skipping Python's caches. */
export function readTree(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (d: string): void => {
    for (const name of readdirSync(d).sort()) {
      if (name === '__pycache__') continue;
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else files.set(relative(dir, p), readFileSync(p, 'utf8'));
    }
  };
  walk(dir);
  return files;
}

/** The paths that differ between two trees (added, removed or changed). */
export function treeDiff(committed: Map<string, string>, fresh: Map<string, string>): string[] {
  const out: string[] = [];
  for (const [p, text] of fresh) {
    if (!committed.has(p)) out.push(`+ ${p}`);
    else if (committed.get(p) !== text) out.push(`~ ${p}`);
  }
  for (const p of committed.keys()) if (!fresh.has(p)) out.push(`- ${p}`);
  return out;
}
