import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleInto } from '../../infra/lib/media-layer.ts';
import { repoPath } from '../../infra/lib/paths.ts';
import { SvcStack } from '../../infra/stacks/svc-stack.ts';

type Fn = {
  Properties: {
    Description: string;
    Layers?: unknown[];
    EphemeralStorage?: { Size: number };
    Environment: { Variables: Record<string, unknown> };
  };
};

/** Wiring only: bundling skipped (`aws:cdk:bundling-stacks: []`). */
function synth(extra: Record<string, unknown>): Template {
  const cdkJson = JSON.parse(readFileSync(repoPath('cdk.json'), 'utf8')) as { context: Record<string, unknown> };
  const app = new App({ context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [], ...extra } });
  return Template.fromStack(new SvcStack(app, 'SvcMedia'));
}
const functions = (t: Template) => Object.entries(t.findResources('AWS::Lambda::Function') as Record<string, Fn>);
const mediaLayers = (t: Template) =>
  Object.keys(t.findResources('AWS::Lambda::LayerVersion')).filter((id) => id.startsWith('MediaToolsLayer'));

let withVideo: Template;
let withoutVideo: Template;
beforeAll(() => {
  withVideo = synth({ 'svc.plugins.video.enabled': 'true' });
  withoutVideo = synth({});
}, 180_000);

describe("the video plugin's media tools layer", () => {
  it('exists only in a deployment that enables the plugin', () => {
    expect(mediaLayers(withVideo)).toHaveLength(1);
    expect(mediaLayers(withoutVideo)).toHaveLength(0);
  });

  it('is attached, with FFPROBE_PATH and FFMPEG_PATH, to exactly the upload worker and the file endpoints', () => {
    const [layerId] = mediaLayers(withVideo);
    const carrying = functions(withVideo).filter(([, f]) =>
      JSON.stringify(f.Properties.Layers ?? []).includes(`"${layerId}"`),
    );
    expect(carrying.map(([, f]) => f.Properties.Description).sort()).toEqual([
      expect.stringMatching(/^svc legacy-files endpoint group/),
      expect.stringMatching(/^svc worker: Metadata parsing of uploaded files/),
    ]);
    for (const [, f] of carrying)
      expect(f.Properties.Environment.Variables).toMatchObject({
        FFPROBE_PATH: '/opt/bin/ffprobe',
        FFMPEG_PATH: '/opt/bin/ffmpeg',
      });
    const others = functions(withVideo).filter(([id]) => !carrying.some(([c]) => c === id));
    for (const [, f] of others) expect(f.Properties.Environment.Variables['FFPROBE_PATH']).toBeUndefined();
  });

  it('gives the upload worker 10 GiB of /tmp to spool 3DXML and video files; other functions keep the default', () => {
    const sized = functions(withoutVideo).filter(([, f]) => f.Properties.EphemeralStorage !== undefined);
    expect(
      sized.map(([, f]) => [f.Properties.Description.slice(0, 40).trim(), f.Properties.EphemeralStorage?.Size]),
    ).toEqual([['svc worker: Metadata parsing of uploaded', 10240]]);
  });

  it('holds the arm64 ffprobe and ffmpeg executables from the registry packages', () => {
    const out = mkdtempSync(path.join(tmpdir(), 'svc-media-layer-test-'));
    try {
      expect(bundleInto(out)).toBe(true);
      for (const tool of ['ffprobe', 'ffmpeg']) {
        const file = path.join(out, 'bin', tool);
        const head = readFileSync(file).subarray(0, 20);
        expect(head.subarray(0, 4).toString('latin1'), tool).toBe('\x7fELF');
        // e_machine 0xB7: AArch64, the functions' architecture.
        expect(head.readUInt16LE(18), tool).toBe(0xb7);
        expect(statSync(file).mode & 0o111, tool).toBe(0o111);
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 120_000);
});
