import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../../cli/src/main.ts';
import { bar, follow, registerImportGroup, summary } from '../../../layers/core/src/features/importer/cli-groups.ts';
import { fakeIo, fakeServer, sink } from '../cli/helpers.ts';

const counts = (dataObjects: number, total = 4) => ({
  collections: { done: 1, total: 1, skipped: 0 },
  dataObjects: { done: dataObjects, total, skipped: 0 },
  links: { done: 0, total: 0, skipped: 0 },
  references: { done: 0, total: 0, skipped: 0 },
  labJournalEntries: { done: 0, total: 0, skipped: 0 },
  annotations: { done: 0, total: 0, skipped: 0 },
  fileContainers: { done: 0, total: 0, skipped: 0 },
  files: { done: 0, total: 0, skipped: 0 },
});
const job = (state: string, phase: string, done: number) => ({
  id: 'ab'.repeat(16),
  state,
  phase,
  bytesCopied: 3 * 1024 * 1024,
  errorCount: 0,
  errors: [],
  counts: counts(done),
  targetCollectionId: 9,
});

let out: string;
let err: string;
beforeEach(() => {
  out = '';
  err = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((s) => {
    out += String(s);
    return true;
  });
  vi.spyOn(process.stderr, 'write').mockImplementation((s) => {
    err += String(s);
    return true;
  });
  process.exitCode = undefined;
});
afterEach(() => {
  vi.restoreAllMocks();
  process.exitCode = undefined;
});

const run = (argv: string[]) => {
  const { io } = fakeIo({ HOME: '/nonexistent' });
  return main(argv, {
    io,
    discover: async () => ({
      contributions: [
        { source: 'importer', group: { name: 'import', description: 'import', register: registerImportGroup } },
      ],
      warnings: [],
    }),
    defaultPluginsDir: '/',
  });
};

describe('svc-admin import', () => {
  it('start sends the source key in the body and the admin key (given before the group) as X-API-KEY', async () => {
    const server = await fakeServer(() => ({ status: 202, body: job('QUEUED', 'collection', 0) }));
    try {
      await run([
        '--url',
        server.url,
        '--api-key',
        'ADMIN',
        'import',
        'start',
        'http://source:8080',
        '--source-key',
        'SRC',
        '--collection',
        '7',
        '--name',
        'Copy',
        '--detach',
      ]);
      expect(server.requests).toHaveLength(1);
      const [req] = server.requests;
      expect(req).toMatchObject({ method: 'POST', url: '/v2/admin/import' });
      expect(req?.headers['x-api-key']).toBe('ADMIN');
      expect(JSON.parse(req?.body ?? '{}')).toEqual({
        sourceBaseUrl: 'http://source:8080',
        apiKey: 'SRC',
        sourceCollectionId: 7,
        targetName: 'Copy',
      });
      expect(JSON.parse(out.trim())).toMatchObject({ state: 'QUEUED' });
      expect(err).toMatch(/^QUEUED collection/);
      expect(process.exitCode ?? 0).toBe(0);
    } finally {
      await server.close();
    }
  });

  it('status --wait off a terminal prints a plain line per change and exits 0 once SUCCEEDED', async () => {
    const answers = [job('RUNNING', 'dataObjects', 2), job('RUNNING', 'content', 4), job('SUCCEEDED', 'done', 4)];
    const server = await fakeServer(() => ({ status: 200, body: answers.shift() ?? job('SUCCEEDED', 'done', 4) }));
    try {
      const cmd = { opts: () => ({ url: server.url, apiKey: 'ADMIN' }), parent: null } as unknown as Parameters<
        typeof follow
      >[0];
      const stderr = sink(false);
      const stdout = sink(false);
      expect(await follow(cmd, job('QUEUED', 'collection', 0), { stdout, stderr }, 1)).toBe(0);
      const lines = stderr.text.trim().split('\n');
      expect(lines[0]).toMatch(/^QUEUED collection: collections 1\/1, dataObjects 0\/4; 3\.0 MB$/);
      expect(lines.at(-1)).toMatch(/^SUCCEEDED done/);
      expect(stderr.text).not.toContain('\r');
      expect(JSON.parse(stdout.text)).toMatchObject({ state: 'SUCCEEDED' });
    } finally {
      await server.close();
    }
  });

  it('on a terminal redraws one progress bar line', async () => {
    const server = await fakeServer(() => ({ status: 200, body: job('FAILED', 'content', 4) }));
    try {
      const cmd = { opts: () => ({ url: server.url }), parent: null } as unknown as Parameters<typeof follow>[0];
      const stderr = Object.assign(sink(true), { columns: 200 });
      expect(await follow(cmd, job('RUNNING', 'dataObjects', 2), { stdout: sink(), stderr }, 1)).toBe(2);
      expect(stderr.text).toContain('\r\x1b[2Kimport [#####---------------] 25% RUNNING dataObjects');
      expect(stderr.text).toMatch(/\r\x1b\[2KFAILED content/);
    } finally {
      await server.close();
    }
  });

  it('summarises and cuts the bar to the terminal width', () => {
    expect(summary(job('RUNNING', 'dataObjects', 2))).toBe(
      'RUNNING dataObjects: collections 1/1, dataObjects 2/4; 3.0 MB',
    );
    expect(bar(job('RUNNING', 'dataObjects', 2), 30)).toHaveLength(29);
  });
});
