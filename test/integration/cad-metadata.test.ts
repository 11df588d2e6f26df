import { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cadParsers } from '#core/app/bundled-plugins/fileformat-cad/index.ts';
import '#core/app/bundled-plugins/fileformat-cad/implementations.ts';
import { jtSample, objSample, stepAp214Sample, stepSample, threeDxmlSample } from '../support/cad-samples.ts';
import { closeGraph, cypher, int } from '../support/fixtures.ts';
import { asAdmin, call, userWithKey, withKey } from '../support/local.ts';
import { fileForm } from '../support/multipart.ts';
import { expectProblem } from '../support/problem.ts';
import { startExtraGateway } from '../support/extra-gateway.ts';
import { startMetadataHarness, type MetadataHarness } from '../support/file-metadata.ts';
import { freePort } from '../support/private-services.ts';
import { sampleVideo } from '../support/video-samples.ts';

/**
 * fileformat-cad end to end: a gateway (s3 active) whose `file-metadata` queue is a private one,
 * uploads through the legacy direct path and the /v2 commit, the queued messages handed to the
 * worker's handler in this process, and the annotations read back through
 * `GET /v2/file-containers/{appId}/files/{oid}/metadata`.
 */
let harness: MetadataHarness;
beforeAll(async () => {
  harness = await startMetadataHarness({ SVC_STORAGE_PROVIDER: 's3' });
}, 120_000);
afterAll(async () => {
  await harness?.close();
  await closeGraph();
});
const at: MetadataHarness['at'] = (...args) => harness.at(...args);
const drain: MetadataHarness['drain'] = (n) => harness.drain(n);
const runWorker: MetadataHarness['runWorker'] = (messages, env) => harness.runWorker(messages, env);

/** What the parser itself says about these bytes (the unit tests pin every value). */
async function parsed(ext: string, bytes: Buffer): Promise<{ predicate: string; value: string }[]> {
  const p = cadParsers.find((x) => x.extensions.includes(ext));
  if (!p) throw new Error(ext);
  return p.parse({ fileName: `x.${ext}`, body: Readable.from([bytes]) });
}

type Meta = {
  oid: string;
  fileName: string;
  metadata: { predicate: string; value: string; numericValue: number | null; parserId: string; pluginId: string }[];
};
const pairs = (m: Meta) => m.metadata.map(({ predicate, value }) => ({ predicate, value }));

describe('fileformat-cad: CAD uploads get metadata annotations in the background', () => {
  it('is a bundled plugin, enabled by default', async () => {
    const r = await at<{ plugins: { id: string; enabled: boolean; state: string; sourcePath: string | null }[] }>(
      'GET',
      '/v2/admin/plugins',
      asAdmin(),
    );
    expect(r.status, r.text).toBe(200);
    expect(r.body.plugins.find((p) => p.id === 'fileformat-cad')).toMatchObject({
      enabled: true,
      state: 'ENABLED',
      sourcePath: null,
    });
  });

  it('queues STEP, OBJ, 3DXML and JT uploads (direct and /v2 commit), parses them from storage, and answers the annotations', async () => {
    const owner = await userWithKey();
    const stranger = await userWithKey();
    const h = withKey(owner.key);
    const c = await at<{ id: number; appId: string }>('POST', '/svc/api/fileContainers', h, { body: { name: 'cad' } });
    expect(c.status, c.text).toBe(201);

    const samples: Record<string, Buffer> = {
      'bracket.stp': Buffer.from(stepSample),
      'cube.obj': Buffer.from(objSample),
      'bracket.3dxml': await threeDxmlSample(),
      'part.jt': jtSample(),
      'broken.step': randomBytes(2048),
      'notes.txt': Buffer.from('not CAD'),
      // The video plugin is off here (its default): a video is not queued either.
      'clip.mp4': await sampleVideo(),
    };
    const oids: Record<string, string> = {};
    for (const [name, data] of Object.entries(samples)) {
      const form = fileForm(data, name);
      const started = performance.now();
      const up = await at<{ oid: string }>('POST', `/svc/api/fileContainers/${c.body.id}/payload`, h, {
        raw: form.body,
        contentType: form.contentType,
      });
      expect(up.status, up.text).toBe(201);
      expect(performance.now() - started).toBeLessThan(5_000);
      oids[name] = up.body.oid;
    }
    // The /v2 presigned flow, with an upper-case extension.
    const rib = Buffer.from(stepAp214Sample);
    const url = await at<{ uploadUrl: string; oid: string }>(
      'POST',
      `/v2/file-containers/${c.body.appId}/upload-url`,
      h,
      { body: { fileName: 'RIB.STP' } },
    );
    expect(url.status, url.text).toBe(200);
    expect((await fetch(url.body.uploadUrl, { method: 'PUT', body: rib })).status).toBe(200);
    const committed = await at<{ oid: string }>('POST', `/v2/file-containers/${c.body.appId}/upload-url/commit`, h, {
      body: { oid: url.body.oid, fileName: 'RIB.STP', fileSize: rib.length },
    });
    expect(committed.status, committed.text).toBe(201);
    oids['RIB.STP'] = committed.body.oid;

    // One message per CAD file, none for the text file nor the video; nothing is parsed before the worker runs.
    // Asks for one more than expected: a stray message would show.
    const messages = await drain(7);
    const bodies = messages.map(
      (m) => JSON.parse(m.Body ?? '{}') as { containerId: number; oid: string; parserId: string },
    );
    expect(bodies.map((b) => `${b.oid}:${b.parserId}`).sort()).toEqual(
      [
        `${oids['bracket.stp']}:cad-step`,
        `${oids['cube.obj']}:cad-obj`,
        `${oids['bracket.3dxml']}:cad-3dxml`,
        `${oids['part.jt']}:cad-jt`,
        `${oids['broken.step']}:cad-step`,
        `${oids['RIB.STP']}:cad-step`,
      ].sort(),
    );
    expect(new Set(bodies.map((b) => b.containerId))).toEqual(new Set([c.body.id]));
    const meta = (name: string, key = owner.key) =>
      at<Meta>('GET', `/v2/file-containers/${c.body.appId}/files/${oids[name]}/metadata`, withKey(key));
    expect((await meta('bracket.stp')).body).toEqual({
      oid: oids['bracket.stp'],
      fileName: 'bracket.stp',
      metadata: [],
    });

    expect(await runWorker(messages)).toEqual([]);

    const step = (await meta('bracket.stp')).body;
    expect(pairs(step)).toEqual(await parsed('step', samples['bracket.stp'] as Buffer));
    expect(step.metadata).toContainEqual({
      predicate: 'urn:svc:mffd:cad:applicationProtocol',
      value: 'AP242',
      numericValue: null,
      parserId: 'cad-step',
      pluginId: 'fileformat-cad',
    });
    expect(step.metadata).toContainEqual({
      predicate: 'urn:svc:cad:step:author',
      value: 'Q. Public',
      numericValue: null,
      parserId: 'cad-step',
      pluginId: 'fileformat-cad',
    });
    expect(step.metadata).toContainEqual({
      predicate: 'urn:svc:cad:step:entityCount',
      value: '10',
      numericValue: 10,
      parserId: 'cad-step',
      pluginId: 'fileformat-cad',
    });
    expect(pairs((await meta('RIB.STP')).body)).toEqual(await parsed('step', rib));
    expect(pairs((await meta('RIB.STP')).body)).toContainEqual({
      predicate: 'urn:svc:mffd:cad:applicationProtocol',
      value: 'AP214',
    });
    const obj = (await meta('cube.obj')).body;
    expect(pairs(obj)).toEqual(await parsed('obj', samples['cube.obj'] as Buffer));
    expect(obj.metadata).toContainEqual(
      expect.objectContaining({ predicate: 'urn:svc:cad:obj:boundingBox:maxZ', value: '2.5', numericValue: 2.5 }),
    );
    expect(pairs((await meta('bracket.3dxml')).body)).toEqual(
      await parsed('3dxml', samples['bracket.3dxml'] as Buffer),
    );
    expect(pairs((await meta('bracket.3dxml')).body)).toContainEqual({
      predicate: 'urn:svc:cad:3dxml:rootProduct',
      value: 'BracketAssembly',
    });
    expect(pairs((await meta('part.jt')).body)).toEqual(await parsed('jt', samples['part.jt'] as Buffer));
    expect(pairs((await meta('broken.step')).body)).toEqual([
      { predicate: 'urn:svc:mffd:cad:format', value: 'STEP' },
      { predicate: 'urn:svc:mffd:cad:status', value: 'unparseable' },
      {
        predicate: 'urn:svc:cad:parseError',
        value: 'not an ISO 10303-21 file: it does not begin with "ISO-10303-21;"',
      },
    ]);
    expect((await meta('notes.txt')).body.metadata).toEqual([]);
    expect((await meta('clip.mp4')).body.metadata).toEqual([]);

    // A redelivered message replaces that file's annotations, it does not add to them.
    expect(await runWorker(messages.slice(0, 2))).toEqual([]);
    expect(pairs((await meta('bracket.stp')).body)).toEqual(pairs(step));
    const stored = await cypher<{ n: number }>(
      'MATCH (:FileContainer {id: $id})-[:HAS_ANNOTATION]->(a:SemanticAnnotation) RETURN count(a) AS n',
      { id: int(c.body.id) },
    );
    const expectedTotal =
      (
        await Promise.all(
          Object.entries(samples)
            .filter(([n]) => n !== 'notes.txt' && n !== 'clip.mp4')
            .map(async ([n, b]) => (await parsed(n.split('.').pop() ?? '', b)).length),
        )
      ).reduce((a, b) => a + b, 0) + (await parsed('step', rib)).length;
    expect(Number(stored[0]?.n)).toBe(expectedTotal);

    // Read on the container; an unknown file is a 404.
    expectProblem(await meta('bracket.stp', stranger.key), 403);
    expectProblem(
      await at('GET', `/v2/file-containers/${c.body.appId}/files/ffffffffffffffffffffffff/metadata`, h),
      404,
    );

    // Deleting the file deletes its annotations; deleting the container, the rest.
    expect((await at('DELETE', `/svc/api/fileContainers/${c.body.id}/payload/${oids['bracket.stp']}`, h)).status).toBe(
      204,
    );
    const left = await cypher<{ n: number }>('MATCH (a:SemanticAnnotation {fileOid: $oid}) RETURN count(a) AS n', {
      oid: oids['bracket.stp'],
    });
    expect(Number(left[0]?.n)).toBe(0);
    // A message for a file deleted before its turn is dropped without failing.
    expect(
      await runWorker(
        messages.filter((m) => (JSON.parse(m.Body ?? '{}') as { oid: string }).oid === oids['bracket.stp']),
      ),
    ).toEqual([]);
    expect((await at('DELETE', `/svc/api/fileContainers/${c.body.id}`, h)).status).toBe(204);
    const orphans = await cypher<{ n: number }>(
      'MATCH (a:SemanticAnnotation) WHERE a.fileOid IN $oids RETURN count(a) AS n',
      { oids: Object.values(oids) },
    );
    expect(Number(orphans[0]?.n)).toBe(0);
    harness.restoreEnv();
  }, 180_000);

  it('never fails the upload when the queue cannot take the message', async () => {
    // The test gateway's own file-metadata queue URL names a queue that may not exist: the upload still succeeds.
    const { key } = await userWithKey();
    const dead = await startExtraGateway(await freePort(), {
      SVC_QUEUE_FILE_METADATA_URL: 'http://127.0.0.1:9/000000000000/nowhere',
      SVC_AWS_CALL_LOG: '',
    });
    try {
      const c = await call<{ id: number }>('POST', '/svc/api/fileContainers', {
        base: dead.url,
        headers: withKey(key),
        body: { name: 'cad-no-queue' },
      });
      const form = fileForm(Buffer.from(stepSample), 'bracket.step');
      const up = await call<{ oid: string }>('POST', `/svc/api/fileContainers/${c.body.id}/payload`, {
        base: dead.url,
        headers: { ...withKey(key), 'content-type': form.contentType },
        raw: form.body,
      });
      expect(up.status, up.text).toBe(201);
    } finally {
      dead.stop();
    }
  }, 120_000);
});
