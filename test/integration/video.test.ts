import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleVideo } from '../support/video-samples.ts';
import { closeGraph } from '../support/fixtures.ts';
import { call, userWithKey, withKey } from '../support/local.ts';
import { fileForm } from '../support/multipart.ts';
import { expectProblem } from '../support/problem.ts';
import { startMetadataHarness, type MetadataHarness } from '../support/file-metadata.ts';

/**
 * The video plugin (off by default) on a gateway with svc.plugins.video.enabled, s3 active and a
 * private file-metadata queue; the worker runs in this process on the queued messages, once with
 * ffprobe and once with it hidden.
 */
let harness: MetadataHarness;
beforeAll(async () => {
  harness = await startMetadataHarness({ SVC_PLUGINS_VIDEO_ENABLED: 'true', SVC_STORAGE_PROVIDER: 's3' });
}, 120_000);
afterAll(async () => {
  await harness?.close();
  await closeGraph();
});
const at: MetadataHarness['at'] = (...args) => harness.at(...args);
const drain: MetadataHarness['drain'] = (n) => harness.drain(n);
const runWorker: MetadataHarness['runWorker'] = (messages, env) => harness.runWorker(messages, env);

type Video = { oid: string; fileName: string; status: string; metadata: Record<string, number | string | null> };
const nulls = {
  durationSeconds: null,
  container: null,
  videoCodec: null,
  audioCodec: null,
  width: null,
  height: null,
  frameRate: null,
  bitRate: null,
  streamCount: null,
};

describe('video plugin', () => {
  it('probes uploads recognised by content, answers metadata, stream URLs and thumbnails; null fields without the probe', async () => {
    const owner = await userWithKey();
    const stranger = await userWithKey();
    const h = withKey(owner.key);
    const c = await at<{ id: number; appId: string }>('POST', '/svc/api/fileContainers', h, {
      body: { name: 'videos' },
    });
    const mp4 = await sampleVideo();

    // Named .bin: only content sniffing knows it is a video. The second goes through the /v2 commit.
    const form = fileForm(mp4, 'recording.bin');
    const direct = await at<{ oid: string }>('POST', `/svc/api/fileContainers/${c.body.id}/payload`, h, {
      raw: form.body,
      contentType: form.contentType,
    });
    expect(direct.status, direct.text).toBe(201);
    const url = await at<{ uploadUrl: string; oid: string }>(
      'POST',
      `/v2/file-containers/${c.body.appId}/upload-url`,
      h,
      { body: { fileName: 'take2.dat' } },
    );
    expect((await fetch(url.body.uploadUrl, { method: 'PUT', body: mp4 })).status).toBe(200);
    const committed = await at<{ oid: string }>('POST', `/v2/file-containers/${c.body.appId}/upload-url/commit`, h, {
      body: { oid: url.body.oid, fileName: 'take2.dat', fileSize: mp4.length },
    });
    expect(committed.status, committed.text).toBe(201);

    const messages = await drain(2);
    expect(
      messages
        .map((m) => JSON.parse(m.Body ?? '{}') as { oid: string; parserId: string })
        .map((b) => `${b.oid}:${b.parserId}`)
        .sort(),
    ).toEqual([`${direct.body.oid}:video-probe`, `${committed.body.oid}:video-probe`].sort());
    const video = (oid: string, key = owner.key) =>
      at<Video>('GET', `/v2/file-containers/${c.body.appId}/files/${oid}/video`, withKey(key));
    expect((await video(direct.body.oid)).body).toEqual({
      oid: direct.body.oid,
      fileName: 'recording.bin',
      status: 'pending',
      metadata: nulls,
    });

    // The probe hidden: the worker succeeds, the fields stay null.
    expect(await runWorker(messages.slice(0, 1), { FFPROBE_PATH: '' })).toEqual([]);
    const first = JSON.parse(messages[0]?.Body ?? '{}') as { oid: string };
    expect((await video(first.oid)).body).toMatchObject({ status: 'probe-unavailable', metadata: nulls });

    // With the probe: every field.
    expect(await runWorker(messages)).toEqual([]);
    harness.restoreEnv();
    for (const oid of [direct.body.oid, committed.body.oid]) {
      const v = await video(oid);
      expect(v.status, v.text).toBe(200);
      expect(v.body.status).toBe('probed');
      expect(v.body.metadata).toMatchObject({
        container: 'mov,mp4,m4a,3gp,3g2,mj2',
        videoCodec: 'mpeg4',
        audioCodec: 'aac',
        width: 160,
        height: 120,
        frameRate: 25,
        streamCount: 2,
      });
      expect(v.body.metadata['durationSeconds']).toBeCloseTo(2, 1);
      expect(v.body.metadata['bitRate']).toBeGreaterThan(10_000);
    }

    // A presigned stream URL that serves ranges.
    const stream = await at<{ streamUrl: string; expiresInSeconds: number }>(
      'GET',
      `/v2/file-containers/${c.body.appId}/files/${direct.body.oid}/video/stream-url`,
      h,
    );
    expect(stream.status, stream.text).toBe(200);
    expect(stream.body.expiresInSeconds).toBe(3600);
    const range = await fetch(stream.body.streamUrl, { headers: { range: 'bytes=0-99' } });
    expect(range.status).toBe(206);
    expect(Buffer.from(await range.arrayBuffer())).toEqual(mp4.subarray(0, 100));

    // A thumbnail at 1 s, stored next to the video.
    const thumb = await at<{ oid: string; filename: string }>(
      'POST',
      `/v2/file-containers/${c.body.appId}/files/${direct.body.oid}/video/thumbnail`,
      h,
      { body: { atSeconds: 1 } },
    );
    expect(thumb.status, thumb.text).toBe(201);
    expect(thumb.body.filename).toBe('recording.thumb-1s.jpg');
    const listed = await at<{ oid: string; filename: string }[]>(
      'GET',
      `/svc/api/fileContainers/${c.body.id}/payload`,
      h,
    );
    expect(listed.body.map((f) => f.filename).sort()).toEqual(['recording.bin', 'recording.thumb-1s.jpg', 'take2.dat']);
    const jpeg = await fetch(`${harness.gw.url}/svc/api/fileContainers/${c.body.id}/payload/${thumb.body.oid}`, {
      headers: h,
    });
    expect(
      Buffer.from(await jpeg.arrayBuffer())
        .subarray(0, 3)
        .toString('hex'),
    ).toBe('ffd8ff');
    expectProblem(
      await at('POST', `/v2/file-containers/${c.body.appId}/files/${direct.body.oid}/video/thumbnail`, h, {
        body: { atSeconds: 60 },
      }),
      400,
    );
    expectProblem(
      await at('POST', `/v2/file-containers/${c.body.appId}/files/${direct.body.oid}/video/thumbnail`, h, {
        body: { at: 1 },
      }),
      400,
    );

    expectProblem(await video(direct.body.oid, stranger.key), 403);
    expectProblem(
      await at(
        'POST',
        `/v2/file-containers/${c.body.appId}/files/${direct.body.oid}/video/thumbnail`,
        withKey(stranger.key),
        { body: { atSeconds: 1 } },
      ),
      403,
    );
  }, 180_000);

  it('is off by default: listed disabled, its endpoints answer 404, the upload succeeds (not queued: see cad-metadata.test.ts)', async () => {
    const { key } = await userWithKey();
    const c = await call<{ id: number; appId: string }>('POST', '/svc/api/fileContainers', {
      headers: withKey(key),
      body: { name: 'videos-off' },
    });
    const form = fileForm(await sampleVideo(), 'clip.mp4');
    const up = await call<{ oid: string }>('POST', `/svc/api/fileContainers/${c.body.id}/payload`, {
      headers: { ...withKey(key), 'content-type': form.contentType },
      raw: form.body,
    });
    expect(up.status, up.text).toBe(201);
    expectProblem(
      await call('GET', `/v2/file-containers/${c.body.appId}/files/${up.body.oid}/video`, { headers: withKey(key) }),
      404,
    );
    const plugins = await call<{ plugins: { id: string; enabled: boolean }[] }>('GET', '/v2/admin/plugins', {
      headers: { 'x-api-key': (await import('../support/local.ts')).adminKey() },
    });
    expect(plugins.body.plugins.find((p) => p.id === 'video')).toMatchObject({ enabled: false });
  });
});
