import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { mavenClasspath, readClasspath } from '../../localstack/src/services/process.ts';

/**
 * openapi-generator's CLI, pinned in test/clients/openapi-generator/pom.xml and resolved by Maven
 * into localstack/.cache/m2 (the network is needed only the first time), as the local cloud's
 * jars are; the classpath is cached in localstack/.cache/openapi-generator.
 */
export const repoRoot = join(import.meta.dirname, '..', '..');
const cache = join(repoRoot, 'localstack', '.cache', 'openapi-generator');

/** Runs `cmd` in the repository; resolves its stdout, rejects with the tail of its output. */
export function exec(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: repoRoot, env });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${cmd} exited ${code}:\n${(err || out).slice(-3000)}`)),
    );
  });
}

async function generatorClasspath(): Promise<string> {
  mkdirSync(cache, { recursive: true });
  const file = join(cache, 'classpath.txt');
  const entries =
    readClasspath(file) ??
    (await mavenClasspath(join(repoRoot, 'test/clients/openapi-generator/pom.xml'), file, join(cache, 'maven.log')));
  return entries.join(':');
}

/**
 * Generates upstream's kind of Python client (`-g python`, package `shepard_client`) from `spec`
 * into `out`: its Api classes and models only (`full: false`, enough to compare), or the whole
 * package (without its tests and docs).
 */
export async function generatePythonClient(spec: string, out: string, { full = false } = {}): Promise<void> {
  const parts = full
    ? 'apiTests=false,modelTests=false,apiDocs=false,modelDocs=false'
    : 'apis,models,supportingFiles=__init__.py,apiTests=false,modelTests=false,apiDocs=false,modelDocs=false';
  await exec('java', [
    '-cp',
    await generatorClasspath(),
    'org.openapitools.codegen.OpenAPIGenerator',
    'generate',
    '-g',
    'python',
    '-i',
    spec,
    '-o',
    out,
    '--package-name',
    'shepard_client',
    '--global-property',
    parts,
  ]);
}
