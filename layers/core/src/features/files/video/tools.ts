import { execFile } from 'node:child_process';
import { access, constants } from 'node:fs/promises';
import { createRequire } from 'node:module';

/**
 * The media tools (ffprobe, ffmpeg) as separate executables: `FFPROBE_PATH` / `FFMPEG_PATH` when
 * set (a Lambda layer puts them under /opt/bin), else the registry packages that ship the binary
 * (@ffprobe-installer/ffprobe, @ffmpeg-installer/ffmpeg), else none: callers answer null fields or
 * 503. The packages are required by a computed name so the function bundles never include them.
 */
export type MediaTool = 'ffprobe' | 'ffmpeg';

const packages: Readonly<Record<MediaTool, string>> = {
  ffprobe: '@ffprobe-installer/ffprobe',
  ffmpeg: '@ffmpeg-installer/ffmpeg',
};
const envs: Readonly<Record<MediaTool, string>> = { ffprobe: 'FFPROBE_PATH', ffmpeg: 'FFMPEG_PATH' };

async function executable(path: string): Promise<boolean> {
  try {
    await access(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The tool's path, or null when it is not installed (checked on every call: cheap, and tests hide it). */
export async function mediaTool(tool: MediaTool): Promise<string | null> {
  const configured = process.env[envs[tool]];
  if (configured !== undefined) return configured !== '' && (await executable(configured)) ? configured : null;
  try {
    const name = packages[tool];
    const path = (createRequire(import.meta.url)(name) as { path?: unknown }).path;
    return typeof path === 'string' && (await executable(path)) ? path : null;
  } catch {
    return null;
  }
}

/** Runs a tool with a timeout; resolves to stdout (a Buffer), rejects with its stderr's last line. */
export function runTool(path: string, args: readonly string[], timeoutMs: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    execFile(
      path,
      args,
      { timeout: timeoutMs, maxBuffer: 32 * 1024 * 1024, encoding: 'buffer' },
      (error, stdout, stderr) => {
        if (error) {
          const last = stderr.toString('utf8').trim().split('\n').pop() ?? '';
          reject(
            new Error(
              `${path.split('/').pop() ?? 'tool'} failed${error.killed ? ' (timed out)' : ''}: ${last || error.message}`,
            ),
          );
          return;
        }
        resolve(stdout);
      },
    );
  });
}
