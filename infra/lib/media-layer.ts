import { execFileSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AssetHashType, DockerImage } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { repoPath } from './paths.ts';

/**
 * The video plugin's media tools for Lambda: `/opt/bin/ffprobe` and `/opt/bin/ffmpeg` for arm64,
 * taken from the registry packages that ship the binaries (@ffprobe-installer/linux-arm64,
 * @ffmpeg-installer/linux-arm64) at the versions the installed wrapper packages pin, so the
 * layer and `npm start` use the same releases. npm installs only the packages of the machine's
 * own platform, so synthesis fetches the arm64 ones with `npm pack` (npm checks their integrity
 * and caches them) and keeps just the binary.
 */
export interface MediaTool {
  /** The wrapper package the code resolves locally (layers/core/src/features/files/video/tools.ts). */
  readonly wrapper: string;
  readonly binary: 'ffprobe' | 'ffmpeg';
}
export const mediaTools: readonly MediaTool[] = [
  { wrapper: '@ffprobe-installer/ffprobe', binary: 'ffprobe' },
  { wrapper: '@ffmpeg-installer/ffmpeg', binary: 'ffmpeg' },
];
/** Where the layer puts them; the functions that carry it get these paths as FFPROBE_PATH / FFMPEG_PATH. */
export const mediaToolEnv: Readonly<Record<string, string>> = {
  FFPROBE_PATH: '/opt/bin/ffprobe',
  FFMPEG_PATH: '/opt/bin/ffmpeg',
};

const require = createRequire(import.meta.url);

/** `@ffprobe-installer/linux-arm64@5.2.0`: the arm64 package the wrapper pins. */
export function arm64Package(tool: MediaTool): string {
  const pkg = JSON.parse(readFileSync(require.resolve(`${tool.wrapper}/package.json`), 'utf8')) as {
    optionalDependencies?: Record<string, string>;
  };
  const name = `${tool.wrapper.split('/')[0]}/linux-arm64`;
  const version = pkg.optionalDependencies?.[name];
  if (!version) throw new Error(`${tool.wrapper} names no ${name} package`);
  return `${name}@${version}`;
}

/** Fills `outputDir` with `bin/ffprobe` and `bin/ffmpeg` (the local bundling of the layer asset). */
export function bundleInto(outputDir: string): boolean {
  const work = mkdtempSync(path.join(tmpdir(), 'svc-media-layer-'));
  try {
    mkdirSync(path.join(outputDir, 'bin'), { recursive: true });
    for (const tool of mediaTools) {
      const tgz = execFileSync('npm', ['pack', arm64Package(tool), '--pack-destination', work, '--silent'], {
        cwd: work,
        encoding: 'utf8',
      })
        .trim()
        .split('\n')
        .pop();
      if (!tgz) throw new Error(`npm pack ${arm64Package(tool)} produced nothing`);
      execFileSync('tar', ['-xzf', path.join(work, tgz), '-C', work, `package/${tool.binary}`]);
      const to = path.join(outputDir, 'bin', tool.binary);
      copyFileSync(path.join(work, 'package', tool.binary), to);
      chmodSync(to, 0o755);
    }
    return true;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export function mediaLayer(scope: Construct, id: string): lambda.LayerVersion {
  return new lambda.LayerVersion(scope, id, {
    code: lambda.Code.fromAsset(repoPath('infra', 'media-layer'), {
      // The asset is what the pinned packages contain: its hash is their names and versions.
      assetHashType: AssetHashType.CUSTOM,
      assetHash: mediaTools.map(arm64Package).join(' '),
      bundling: {
        // Bundling always happens locally (tryBundle); the image is never pulled.
        image: DockerImage.fromRegistry('public.ecr.aws/docker/library/busybox:stable'),
        local: { tryBundle: bundleInto },
      },
    }),
    compatibleRuntimes: [lambda.Runtime.NODEJS_22_X],
    compatibleArchitectures: [lambda.Architecture.ARM_64],
    description: `svc video plugin media tools (${mediaTools.map(arm64Package).join(', ')}) at /opt/bin`,
  });
}
