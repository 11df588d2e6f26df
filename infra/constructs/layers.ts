import type { Stack } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { envName } from '../../layers/core/src/platform/config/keys.ts';
import { mediaLayer, mediaToolEnv } from '../lib/media-layer.ts';
import { repoPath } from '../lib/paths.ts';
import type { DeploySettings } from '../lib/settings.ts';

/** What a function carries under /opt besides its bundle. */
export interface FunctionLayers {
  /** layers/plugins/ as /opt/plugins: drop-in archives and signatures, for HTTP functions and workers. */
  readonly plugins: lambda.LayerVersion;
  /** The video plugin's media tools, only in a deployment that enables the plugin. */
  readonly media?: MediaTools;
}

export interface MediaTools {
  readonly layer: lambda.LayerVersion;
  /** The environment that points the code at the layer's binaries. */
  readonly environment: Readonly<Record<string, string>>;
  /** The functions that carry the layer. */
  readonly users: ReadonlySet<string>;
}

/** The video plugin's users of ffprobe/ffmpeg: its upload worker probes, its file endpoints take thumbnails. */
const mediaUsers: ReadonlySet<string> = new Set(['file-metadata', 'legacy-files']);

/** The Lambda layers, in the stack's scope (their logical ids are those of the deployed stack). */
export function createFunctionLayers(stack: Stack, settings: DeploySettings): FunctionLayers {
  const plugins = new lambda.LayerVersion(stack, 'PluginsLayer', {
    code: lambda.Code.fromAsset(repoPath('layers'), { exclude: ['*', '!plugins', '!plugins/**'] }),
    compatibleRuntimes: [lambda.Runtime.NODEJS_22_X],
    compatibleArchitectures: [lambda.Architecture.ARM_64],
    description: 'svc drop-in plugins (svc-plugin-<id>-<version>.tgz), mounted at /opt/plugins',
  });
  // Enabled later at run time without the layer, the video plugin answers null metadata (as it
  // does wherever the tools are absent).
  const videoEnabled = settings.configEnv[envName('svc.plugins.video.enabled')] === 'true';
  if (!videoEnabled) return { plugins };
  return {
    plugins,
    media: { layer: mediaLayer(stack, 'MediaToolsLayer'), environment: mediaToolEnv, users: mediaUsers },
  };
}
