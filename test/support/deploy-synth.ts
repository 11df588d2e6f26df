import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoPath } from '../../infra/lib/paths.ts';

/** A resource of a synthesized template, as far as the bundle checks read it. */
export interface DeployedResource {
  readonly Type: string;
  readonly Properties: { readonly Code?: { readonly S3Key?: unknown } } & Record<string, unknown>;
}

/** The cloud assembly `npx cdk synth` writes: its directory and the stack's resources. */
export interface DeployAssembly {
  readonly dir: string;
  readonly resources: Readonly<Record<string, DeployedResource>>;
  /** The staged asset directory of a Lambda function (its bundle and the files shipped beside it). */
  assetDir(logicalId: string): string;
}

/**
 * Synthesizes the whole stack the way `npx cdk synth` does (infra/bin/app.ts, every function bundled
 * with esbuild), in a child process. CDK bundles synchronously: in a test worker a synthesis of a
 * minute or more blocks the worker's event loop, and vitest's worker gives up on its own RPC calls
 * after 60 s ("Timeout calling onTaskUpdate"), which ends the whole run. A child keeps the worker free.
 */
export async function synthesizeForDeploy(
  stackName: string,
  context: Record<string, unknown>,
): Promise<DeployAssembly> {
  const dir = mkdtempSync(path.join(tmpdir(), 'svc-synth-'));
  await promisify(execFile)(repoPath('node_modules', '.bin', 'tsx'), [repoPath('infra', 'bin', 'app.ts')], {
    cwd: repoPath(),
    env: { ...process.env, CDK_OUTDIR: dir, CDK_CONTEXT_JSON: JSON.stringify({ ...context, stackName }) },
    maxBuffer: 64 * 1024 * 1024,
  });
  const template = JSON.parse(readFileSync(path.join(dir, `${stackName}.template.json`), 'utf8')) as {
    Resources: Record<string, DeployedResource>;
  };
  const resources = template.Resources;
  return {
    dir,
    resources,
    assetDir(logicalId) {
      const key = resources[logicalId]?.Properties.Code?.S3Key;
      if (typeof key !== 'string') throw new Error(`${logicalId}: no staged code in ${stackName}`);
      return path.join(dir, `asset.${key.replace(/\.zip$/, '')}`);
    },
  };
}
