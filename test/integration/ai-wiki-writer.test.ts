import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startExtraGateway } from '../support/extra-gateway.ts';
import { asAdmin, call, userWithKey, withKey, type Reply } from '../support/local.ts';
import { expectProblem } from '../support/problem.ts';
import { startBedrockStandin, startOpenAiStandin, type LlmStandin } from '../support/llm-standins.ts';
import { createCredentialSecret } from '../support/local-secrets.ts';

/**
 * The ai and wiki-writer plugins (both off by default) on a gateway of their own with both
 * toggles on, against loopback stand-ins of Bedrock's Converse API and an OpenAI-compatible
 * server that log every request they receive. The TEXT slot binding (a config singleton) is
 * shared state: it goes back to its defaults afterwards, and the test secret is deleted.
 */
const apiKey = `sk-test-${randomUUID()}`;
const gwLog = `/tmp/ai-wiki-writer-gw-${process.pid}.log`;
const BEDROCK_MODEL = 'anthropic.claude-3-haiku-20240307-v1:0';
// Under `<prefix>/ai/`: the only provider secrets the stack lets the functions read.
let secret: { name: string; rotate: (value: string) => Promise<void>; remove: () => Promise<void> };

let bedrock: LlmStandin;
let openai: Awaited<ReturnType<typeof startOpenAiStandin>>;
let gw: { url: string; stop: () => void };
let owner: { username: string; key: string };
let stranger: { username: string; key: string };

type Slot = {
  capability: string;
  bound: boolean;
  value: Record<string, unknown>;
  provider: { id: string } | null;
  preview: { url: string; headers: Record<string, string>; body: Record<string, unknown> } | null;
  usage: { calls: number; tokensIn: number; tokensOut: number };
};
type Entry = { id: number; appId: string; dataObjectId: number; journalContent: string; createdBy: string };
type Activity = {
  actionKind: string;
  targetKind: string;
  targetAppId: string;
  summary: string;
  agentUsername: string;
  status: number;
};

const at = <T = unknown>(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Reply<T>> => call<T>(method, path, { base: gw.url, headers, ...(body !== undefined ? { body } : {}) });
const patchSlot = (cap: string, patch: Record<string, unknown>, headers: Record<string, string> = asAdmin()) =>
  call<Slot>('PATCH', `/v2/admin/ai/capabilities/${cap}`, {
    base: gw.url,
    headers: { ...headers, 'content-type': 'application/merge-patch+json' },
    raw: JSON.stringify(patch),
  });
const RESET = {
  provider: null,
  model: null,
  endpoint: null,
  region: null,
  apiKeySecret: null,
  temperature: null,
  topP: null,
  maxTokens: null,
  maxInputChars: null,
  timeoutMs: null,
  maxAttempts: null,
};

const bindBedrock = (extra: Record<string, unknown> = {}) =>
  patchSlot('TEXT', {
    ...RESET,
    provider: 'bedrock',
    model: BEDROCK_MODEL,
    endpoint: bedrock.url,
    region: 'eu-central-1',
    temperature: 0.2,
    maxTokens: 300,
    timeoutMs: 3_000,
    maxAttempts: 3,
    ...extra,
  });

async function dataObject(): Promise<{ c: { id: number; appId: string }; d: { id: number; appId: string } }> {
  const h = withKey(owner.key);
  const c = await at<{ id: number; appId: string }>('POST', '/svc/api/collections', h, {
    name: 'Corrosion series',
    description: 'Salt-spray tests',
    attributes: {},
  });
  expect(c.status, c.text).toBe(201);
  const d = await at<{ id: number; appId: string }>('POST', `/svc/api/collections/${c.body.id}/dataObjects`, h, {
    name: 'Panel 7 exposure',
    description: 'Aluminium panel exposed for 96 hours in the salt-spray chamber.',
    attributes: { alloy: 'AA2024-T3', chamber: 'SSC-2' },
  });
  expect(d.status, d.text).toBe(201);
  const ref = await at('POST', `/svc/api/collections/${c.body.id}/dataObjects/${d.body.id}/uriReferences`, h, {
    name: 'ASTM B117',
    uri: 'https://www.astm.org/b0117-19.html',
    relationship: 'method',
  });
  expect(ref.status, ref.text).toBe(201);
  const j = await at('POST', `/svc/api/labJournalEntries?dataObjectId=${d.body.id}`, h, {
    journalContent: '<p>Pitting visible after <b>48 h</b>.</p>',
  });
  expect(j.status, j.text).toBe(201);
  return { c: c.body, d: d.body };
}

const journal = async (d: number) =>
  (await at<Entry[]>('GET', `/svc/api/labJournalEntries?dataObjectId=${d}`, withKey(owner.key))).body;
const wikiWrite = (c: string | number, d: string | number, headers = withKey(owner.key)) =>
  at<Entry>('POST', `/v2/collections/${c}/data-objects/${d}/wiki-write`, headers);

beforeAll(async () => {
  [bedrock, openai, owner, stranger] = await Promise.all([
    startBedrockStandin(),
    startOpenAiStandin(apiKey),
    userWithKey(),
    userWithKey(),
  ]);
  secret = await createCredentialSecret('ai', 'openai', apiKey);
  // Its calls are recorded like the main gateway's (when the suite records): the IAM check proves
  // the plugins function may invoke the model and read the secret it was given.
  gw = await startExtraGateway(
    18221,
    { SVC_PLUGINS_AI_ENABLED: 'true', SVC_PLUGINS_WIKI_WRITER_ENABLED: 'true' },
    { log: gwLog },
  );
}, 120_000);
afterAll(async () => {
  if (gw) await patchSlot('TEXT', RESET);
  gw?.stop();
  await Promise.all([bedrock?.close(), openai?.close(), secret?.remove()]);
});

describe('plugins off (the default)', () => {
  it('the admin routes and wiki-write answer 404 on a gateway with the default toggles', async () => {
    expectProblem(await call('GET', '/v2/admin/ai/capabilities/TEXT', { headers: asAdmin() }), 404);
    const { c, d } = await dataObject();
    const before = bedrock.log.length;
    expectProblem(
      await call('POST', `/v2/collections/${c.appId}/data-objects/${d.appId}/wiki-write`, {
        headers: withKey(owner.key),
      }),
      404,
    );
    expect(bedrock.log.length).toBe(before);
  });
});

describe('ai capability slots', () => {
  it('an unbound slot shows no preview, and wiki-write answers 409 naming TEXT, sending nothing', async () => {
    await patchSlot('TEXT', RESET);
    const s = await at<Slot>('GET', '/v2/admin/ai/capabilities/TEXT', asAdmin());
    expect(s.status, s.text).toBe(200);
    expect(s.body).toMatchObject({
      capability: 'TEXT',
      bound: false,
      provider: null,
      preview: null,
      value: { provider: null, model: null, maxTokens: 1024 },
    });
    const { c, d } = await dataObject();
    const r = await wikiWrite(c.appId, d.appId);
    expectProblem(r, 409);
    expect(r.text).toContain('TEXT');
    expect((await journal(d.id)).length).toBe(1);
  });

  it('binds by merge patch, validates the provider, and shows what a call would send', async () => {
    expectProblem(await patchSlot('TEXT', { provider: 'nonesuch' }), 409);
    expectProblem(await patchSlot('IMAGE_GEN', { provider: 'bedrock', model: 'x' }), 409);
    expectProblem(await patchSlot('TEXT', { endpoint: 'ftp://example.org' }), 400);
    expectProblem(await patchSlot('TEXT', { maxTokens: 0 }), 400);
    expectProblem(await patchSlot('TEXT', { timeoutMs: 60_000 }), 400);
    expectProblem(await patchSlot('TEXT', { provider: 'bedrock' }, withKey(stranger.key)), 403);
    expectProblem(await at('GET', '/v2/admin/ai/capabilities/NOPE', asAdmin()), 404);
    const p = await bindBedrock();
    expect(p.status, p.text).toBe(200);
    expect(p.body).toMatchObject({
      capability: 'TEXT',
      bound: true,
      provider: { id: 'bedrock' },
      value: { provider: 'bedrock', model: BEDROCK_MODEL, maxTokens: 300, temperature: 0.2 },
    });
    expect(p.body.preview?.url).toBe(`${bedrock.url}/model/${encodeURIComponent(BEDROCK_MODEL)}/converse`);
    expect(p.body.preview?.body).toMatchObject({ inferenceConfig: { maxTokens: 300, temperature: 0.2 } });
    const other = await at<Slot>('GET', '/v2/admin/ai/capabilities/FAST_TEXT', asAdmin());
    expect(other.body).toMatchObject({ capability: 'FAST_TEXT', bound: false });
  });
});

describe('wiki-writer through Bedrock Converse', () => {
  it("writes a sanitised entry from the DataObject's context; the request carries the limits, a SigV4 signature and the context", async () => {
    expect((await bindBedrock()).status).toBe(200);
    bedrock.answer =
      '```html\n<h3>Panel 7</h3><p onclick="steal()">Exposed 96 h.</p><script>alert(1)</script><a href="javascript:alert(1)">x</a> <a href="https://example.org/r">report</a><img src=x onerror=alert(1)>\n```';
    const { c, d } = await dataObject();
    const before = bedrock.log.length;
    const r = await wikiWrite(c.appId, d.appId);
    expect(r.status, r.text).toBe(201);
    expect(r.body).toMatchObject({ dataObjectId: d.id, createdBy: owner.username });
    const html = r.body.journalContent;
    expect(html).toContain('<h3>Panel 7</h3>');
    expect(html).toContain('<a href="https://example.org/r">report</a>');
    for (const bad of ['<script', 'onclick', 'onerror', 'javascript:', '<img', '```']) expect(html).not.toContain(bad);
    expect((await journal(d.id)).map((e) => e.id)).toContain(r.body.id);

    const sent = bedrock.log.slice(before);
    expect(sent).toHaveLength(1);
    const req = sent[0]!;
    expect(req.path).toBe(`/model/${encodeURIComponent(BEDROCK_MODEL)}/converse`);
    expect(String(req.headers['authorization'])).toMatch(
      /^AWS4-HMAC-SHA256 Credential=\w+\/\d{8}\/eu-central-1\/bedrock\/aws4_request/,
    );
    expect(req.body?.['inferenceConfig']).toEqual({ maxTokens: 300, temperature: 0.2 });
    const system = (req.body?.['system'] as { text: string }[] | undefined)?.[0]?.text;
    expect(system).toContain('lab journal entry');
    const messages = req.body?.['messages'] as { role: string; content: { text: string }[] }[];
    expect(messages).toHaveLength(1);
    expect(messages[0]!.role).toBe('user');
    const prompt = messages[0]!.content[0]!.text;
    for (const fact of [
      'Panel 7 exposure',
      'salt-spray chamber',
      'alloy: AA2024-T3',
      'ASTM B117',
      'https://www.astm.org/b0117-19.html',
      'Pitting visible after 48 h',
      'Corrosion series',
    ])
      expect(prompt).toContain(fact);
    expect(prompt.length).toBeLessThanOrEqual(24_000);
  });

  it('records an EXECUTE activity naming capability and model, never the prompt or the answer; meters tokens', async () => {
    expect((await bindBedrock()).status).toBe(200);
    bedrock.answer = '<p>Secret-free summary QWERTY.</p>';
    const { c, d } = await dataObject();
    const r = await wikiWrite(c.id, d.id);
    expect(r.status, r.text).toBe(201);
    const rows = await vi.waitFor(
      async () => {
        const got = (await at<Activity[]>('GET', `/v2/provenance/activities?targetAppId=${d.appId}`, asAdmin())).body;
        expect(got.map((a) => a.actionKind)).toContain('EXECUTE');
        return got;
      },
      { timeout: 5_000, interval: 100 },
    );
    const exec = rows.find((a) => a.actionKind === 'EXECUTE');
    expect(exec).toMatchObject({
      targetKind: 'DataObject',
      targetAppId: d.appId,
      agentUsername: owner.username,
      status: 200,
    });
    expect(exec!.summary).toContain('TEXT');
    expect(exec!.summary).toContain(BEDROCK_MODEL);
    for (const leak of ['QWERTY', 'salt-spray', 'Panel 7']) expect(exec!.summary).not.toContain(leak);
    const s = await at<Slot>('GET', '/v2/admin/ai/capabilities/TEXT', asAdmin());
    expect(s.body.usage.calls).toBeGreaterThan(0);
    expect(s.body.usage.tokensIn).toBeGreaterThan(50);
    expect(s.body.usage.tokensOut).toBeGreaterThan(0);
    // Tokens in and out per capability as CloudWatch metrics (EMF on stdout).
    const emf = readFileSync(gwLog, 'utf8')
      .split('\n')
      .filter((l) => l.includes('"AiTokensIn"'));
    expect(emf.length).toBeGreaterThan(0);
    expect(JSON.parse(emf.at(-1)!)).toMatchObject({ capability: 'TEXT' });
  });

  it('retries throttling with backoff and then succeeds', async () => {
    expect((await bindBedrock({ maxAttempts: 3 })).status).toBe(200);
    const { c, d } = await dataObject();
    bedrock.throttleNext(2);
    const before = bedrock.log.length;
    const r = await wikiWrite(c.appId, d.appId);
    expect(r.status, r.text).toBe(201);
    const sent = bedrock.log.slice(before);
    expect(sent).toHaveLength(3);
    expect(sent[1]!.at - sent[0]!.at).toBeGreaterThanOrEqual(100);
    expect(sent[2]!.at - sent[1]!.at).toBeGreaterThanOrEqual(200);
    expect(sent[2]!.raw).toBe(sent[0]!.raw);
  });

  it('gives up after maxAttempts of throttling: 503, nothing written', async () => {
    expect((await bindBedrock({ maxAttempts: 2 })).status).toBe(200);
    const { c, d } = await dataObject();
    bedrock.throttleNext(2);
    const before = bedrock.log.length;
    const r = await wikiWrite(c.appId, d.appId);
    expectProblem(r, 503);
    expect(r.headers.get('retry-after')).not.toBeNull();
    expect(bedrock.log.length - before).toBe(2);
    expect(bedrock.pending()).toBe(0);
    expect((await journal(d.id)).length).toBe(1);
  });

  it("a provider that hangs answers 503 within the slot's timeout; nothing written", async () => {
    expect((await bindBedrock({ timeoutMs: 1_500 })).status).toBe(200);
    const { c, d } = await dataObject();
    bedrock.hangNext(1);
    const before = bedrock.log.length;
    const t0 = Date.now();
    const r = await wikiWrite(c.appId, d.appId);
    expectProblem(r, 503);
    expect(bedrock.pending()).toBe(0);
    expect(bedrock.log.length - before).toBe(1);
    expect(Date.now() - t0).toBeLessThan(6_000);
    expect((await journal(d.id)).length).toBe(1);
  });

  it('a malformed answer or a refusal answers 502; nothing written', async () => {
    expect((await bindBedrock()).status).toBe(200);
    const { c, d } = await dataObject();
    expect(bedrock.pending()).toBe(0);
    bedrock.malformedNext(1);
    const before = bedrock.log.length;
    const m = await wikiWrite(c.appId, d.appId);
    expect(bedrock.log.slice(before).map((l) => l.path)).toHaveLength(1);
    expectProblem(m, 502);
    bedrock.failNext(400, 1);
    expectProblem(await wikiWrite(c.appId, d.appId), 502);
    bedrock.failNext(503, 1);
    expectProblem(await wikiWrite(c.appId, d.appId), 503);
    expect((await journal(d.id)).length).toBe(1);
  });

  it('names a referenced Collection or DataObject only to a caller who may read its Collection; otherwise only its id', async () => {
    expect((await bindBedrock()).status).toBe(200);
    bedrock.answer = '<p>Summary.</p>';
    const { c, d } = await dataObject();
    const h = withKey(owner.key);
    const hiddenName = `Hidden programme Q-${randomUUID().slice(0, 8)}`;
    const secretName = `Secret alloy batch T-${randomUUID().slice(0, 8)}`;
    const t = await at<{ id: number }>('POST', '/svc/api/collections', h, {
      name: hiddenName,
      description: 'd',
      attributes: {},
    });
    const td = await at<{ id: number }>('POST', `/svc/api/collections/${t.body.id}/dataObjects`, h, {
      name: secretName,
      description: 'd',
      attributes: {},
    });
    const base = `/svc/api/collections/${c.id}/dataObjects/${d.id}`;
    expect(
      (
        await at('POST', `${base}/collectionReferences`, h, {
          name: 'programme',
          referencedCollectionId: t.body.id,
          relationship: 'part of',
        })
      ).status,
    ).toBe(201);
    expect(
      (await at('POST', `${base}/dataObjectReferences`, h, { name: 'batch', referencedDataObjectId: td.body.id }))
        .status,
    ).toBe(201);
    const writer = await userWithKey();
    const granted = await at('PUT', `/svc/api/collections/${c.id}/permissions`, h, {
      permissionType: 'Private',
      reader: [],
      writer: [writer.username],
      manager: [],
    });
    expect(granted.status, granted.text).toBe(200);
    const promptOf = async (key: string) => {
      const before = bedrock.log.length;
      const r = await wikiWrite(c.appId, d.appId, withKey(key));
      expect(r.status, r.text).toBe(201);
      const messages = bedrock.log.slice(before)[0]?.body?.['messages'] as { content: { text: string }[] }[];
      return messages[0]!.content[0]!.text;
    };
    // The owner reads both Collections: the targets' names are context.
    const own = await promptOf(owner.key);
    for (const name of [hiddenName, secretName]) expect(own).toContain(name);
    // The writer reads the DataObject's Collection only: the targets appear by id, never by name.
    const theirs = await promptOf(writer.key);
    for (const name of [hiddenName, secretName]) expect(theirs).not.toContain(name);
    expect(theirs).toContain(`Collection ${t.body.id}`);
    expect(theirs).toContain(`DataObject ${td.body.id}`);
    expect(theirs).toContain('Corrosion series');
  });

  it('needs Write on the Collection; unknown ids answer 404', async () => {
    expect((await bindBedrock()).status).toBe(200);
    const { c, d } = await dataObject();
    const before = bedrock.log.length;
    expectProblem(await wikiWrite(c.appId, d.appId, withKey(stranger.key)), 403);
    expectProblem(await wikiWrite(c.appId, randomUUID()), 404);
    expectProblem(await wikiWrite(randomUUID(), d.appId), 404);
    expect(bedrock.log.length).toBe(before);
  });
});

describe('wiki-writer through an OpenAI-compatible endpoint', () => {
  it('sends the API key from Secrets Manager as a Bearer token, never shows or logs it, and retries a 429', async () => {
    const p = await patchSlot('TEXT', {
      ...RESET,
      provider: 'openai-compatible',
      model: 'llama-3.1-8b-instruct',
      endpoint: `${openai.url}/v1`,
      apiKeySecret: secret.name,
      maxTokens: 200,
      topP: 0.9,
      timeoutMs: 3_000,
    });
    expect(p.status, p.text).toBe(200);
    expect(p.body.preview).toMatchObject({
      url: `${openai.url}/v1/chat/completions`,
      headers: { authorization: 'Bearer ********' },
      body: { model: 'llama-3.1-8b-instruct', max_tokens: 200, top_p: 0.9, stream: false },
    });
    expect(p.text).not.toContain(apiKey);
    openai.answer = 'Plain text answer.\n\nSecond paragraph with <b>markup</b>?';
    const { c, d } = await dataObject();
    openai.throttleNext(1);
    const before = openai.log.length;
    const r = await wikiWrite(c.appId, d.appId);
    expect(r.status, r.text).toBe(201);
    const sent = openai.log.slice(before);
    expect(sent).toHaveLength(2);
    const req = sent[1]!;
    expect(req.path).toBe('/v1/chat/completions');
    expect(req.headers['authorization']).toBe(`Bearer ${apiKey}`);
    expect(req.body).toMatchObject({ model: 'llama-3.1-8b-instruct', max_tokens: 200, top_p: 0.9, stream: false });
    expect(req.body?.['temperature']).toBeUndefined();
    const msgs = req.body?.['messages'] as { role: string; content: string }[];
    expect(msgs.map((m) => m.role)).toEqual(['system', 'user']);
    expect(msgs[1]!.content).toContain('Panel 7 exposure');
    expect(r.body.journalContent).toContain('<b>markup</b>');
    const g = await at<Slot>('GET', '/v2/admin/ai/capabilities/TEXT', asAdmin());
    expect(g.text).not.toContain(apiKey);
    expect(readFileSync(gwLog, 'utf8')).not.toContain(apiKey);
  });

  it('a missing secret answers 503 and a wrong key (401 from the endpoint) 502; nothing written', async () => {
    const { c, d } = await dataObject();
    expect((await patchSlot('TEXT', { apiKeySecret: `${secret.name}-missing` })).status).toBe(200);
    expectProblem(await wikiWrite(c.appId, d.appId), 503);
    expect((await patchSlot('TEXT', { apiKeySecret: null })).status).toBe(200);
    expectProblem(await wikiWrite(c.appId, d.appId), 502);
    // A secret outside <prefix>/ai/ is never read (the stack grants no other): 409 naming the slot, nothing sent.
    const sent = openai.log.length;
    expect((await patchSlot('TEXT', { apiKeySecret: 'other/openai' })).status).toBe(200);
    const outside = await wikiWrite(c.appId, d.appId);
    expectProblem(outside, 409);
    expect((outside.body as { capability?: string }).capability).toBe('TEXT');
    expect(openai.log.length).toBe(sent);
    expect((await patchSlot('TEXT', { apiKeySecret: secret.name })).status).toBe(200);
    expect((await journal(d.id)).length).toBe(1);
  });

  it("an endpoint at a link-local address (the metadata service) is accepted by PATCH but refused at call time: 409 naming the slot's endpoint, nothing sent", async () => {
    const { c, d } = await dataObject();
    const binding = {
      ...RESET,
      provider: 'openai-compatible',
      model: 'llama-3.1-8b-instruct',
      apiKeySecret: secret.name,
      maxTokens: 200,
      timeoutMs: 3_000,
    };
    const sent = openai.log.length;
    try {
      expect((await patchSlot('TEXT', { ...binding, endpoint: 'http://169.254.169.254/v1' })).status).toBe(200);
      const refused = await wikiWrite(c.appId, d.appId);
      expectProblem(refused, 409);
      expect(refused.body).toMatchObject({ capability: 'TEXT', field: 'endpoint' });
      expect(JSON.stringify(refused.body)).toMatch(/endpoint is refused: it must not be a link-local address/);
    } finally {
      expect((await patchSlot('TEXT', { ...binding, endpoint: `${openai.url}/v1` })).status).toBe(200);
    }
    expect(openai.log.length).toBe(sent);
    expect((await journal(d.id)).length).toBe(1);
  });

  it('a key rotated at the provider and in Secrets Manager works on the next call: the refused call reads the secret again', async () => {
    const { c, d } = await dataObject();
    const rotated = `sk-rotated-${randomUUID()}`;
    openai.acceptKeys(rotated);
    await secret.rotate(rotated);
    try {
      const before = openai.log.length;
      const r = await wikiWrite(c.appId, d.appId);
      expect(r.status, r.text).toBe(201);
      const keys = openai.log.slice(before).map((x) => x.headers['authorization']);
      // The gateway held the old key (read by the calls above): refused once (403), then the rotated one.
      expect(keys).toEqual([`Bearer ${apiKey}`, `Bearer ${rotated}`]);
      expect(readFileSync(gwLog, 'utf8')).not.toContain(rotated);

      // A refused key that did not change is not sent again: one request, 502, nothing written.
      openai.acceptKeys('sk-nobody');
      const mark = openai.log.length;
      expectProblem(await wikiWrite(c.appId, d.appId), 502);
      expect(openai.log.slice(mark).map((x) => x.headers['authorization'])).toEqual([`Bearer ${rotated}`]);
      expect((await journal(d.id)).length).toBe(2);
    } finally {
      openai.acceptKeys(apiKey, rotated);
      await secret.rotate(apiKey);
    }
  });
});
