import { describe, expect, it } from 'vitest';
import {
  apiFilters,
  byAction,
  dayBound,
  downloadName,
  filtersFromQuery,
  filtersToQuery,
  PROVENANCE_FORMATS,
  statsSeries,
  statusTone,
} from '../../../console/src/logic/provenance-view.ts';
import {
  doiUrl,
  kipRecordPath,
  LICENSE_MAX,
  mayWithdraw,
  oaiBaseUrl,
  pidKind,
  publishBody,
  publishProblems,
  REASON_MAX,
  reasonProblem,
  resolvesPublicly,
} from '../../../console/src/logic/publishing.ts';
import { anyRunning, comparePair, diffRows, pollWhile } from '../../../console/src/logic/snapshots.ts';
import { publishBody as wirePublishBody, withdrawBody } from '../../../layers/core/src/features/publishing/wire.ts';

describe('snapshots', () => {
  const snap = (appId: string, status: 'PENDING' | 'RUNNING' | 'COMPLETE' | 'FAILED', createdAt: string) => ({
    appId,
    status,
    createdAt,
  });
  it('polls while a snapshot is recorded, never once it ended', () => {
    expect(pollWhile('PENDING')).toBe(1000);
    expect(pollWhile('RUNNING')).toBe(1000);
    expect(pollWhile('COMPLETE')).toBe(false);
    expect(pollWhile('FAILED')).toBe(false);
    expect(
      anyRunning([snap('a', 'COMPLETE', '2026-01-01T00:00:00Z'), snap('b', 'RUNNING', '2026-01-02T00:00:00Z')]),
    ).toBe(true);
  });
  it('compares exactly two complete snapshots, the older as base whatever the order picked', () => {
    const old = snap('old', 'COMPLETE', '2026-01-01T00:00:00Z');
    const recent = snap('new', 'COMPLETE', '2026-01-02T00:00:00Z');
    expect(comparePair([recent, old])).toEqual({ a: old, b: recent });
    expect(comparePair([old, recent])).toEqual({ a: old, b: recent });
    expect(comparePair([old])).toBeUndefined();
    expect(comparePair([old, snap('r', 'RUNNING', '2026-01-03T00:00:00Z')])).toBeUndefined();
  });
  it('links the Collection and known DataObjects; a removed one and other entities have no page', () => {
    const index = new Map([
      ['do-1', { id: '11', name: 'one' }],
      ['do-2', { id: '12', name: 'two' }],
    ]);
    const rows = diffRows(
      {
        added: [{ entityAppId: 'do-1', revision: 1 }],
        removed: [{ entityAppId: 'do-2' }],
        changed: [
          { entityAppId: 'col', fromRevision: 1, toRevision: 2n },
          { entityAppId: 'ref-9', fromRevision: 3, toRevision: 4 },
        ],
      },
      'col',
      index,
    );
    expect(rows).toEqual([
      {
        change: 'added',
        entityAppId: 'do-1',
        toRevision: 1,
        target: { kind: 'dataObject', dataObjectId: '11', name: 'one' },
      },
      { change: 'removed', entityAppId: 'do-2', target: { kind: 'other' } },
      { change: 'changed', entityAppId: 'col', fromRevision: 1, toRevision: 2, target: { kind: 'collection' } },
      { change: 'changed', entityAppId: 'ref-9', fromRevision: 3, toRevision: 4, target: { kind: 'other' } },
    ]);
  });
});

describe('provenance view', () => {
  it('reads filters from the URL and writes back only what is set', () => {
    const f = filtersFromQuery({
      agent: ' alice ',
      actions: 'UPDATE,BOGUS,CREATE',
      from: '2026-01-02',
      to: 'yesterday',
    });
    expect(f).toEqual({ agent: 'alice', actions: ['UPDATE', 'CREATE'], from: '2026-01-02', to: '' });
    expect(filtersToQuery(f)).toEqual({ agent: 'alice', actions: 'UPDATE,CREATE', from: '2026-01-02' });
    expect(filtersToQuery(filtersFromQuery({}))).toEqual({});
  });
  it('turns days into inclusive epoch-ms bounds of the local day', () => {
    const start = dayBound('2026-03-04', false) ?? 0;
    const end = dayBound('2026-03-04', true) ?? 0;
    expect(new Date(start).getDate()).toBe(4);
    expect(new Date(end + 1).getDate()).toBe(5);
    expect(new Date(end).getDate()).toBe(4);
    expect(apiFilters({ agent: '', actions: [], from: '', to: '' })).toEqual({});
    expect(apiFilters({ agent: 'bob', actions: [], from: '2026-03-04', to: '2026-03-04' })).toEqual({
      agent: 'bob',
      since: start,
      until: end,
    });
  });
  it('filters rows by action kind (none chosen: all)', () => {
    const rows = [{ actionKind: 'CREATE' }, { actionKind: 'UPDATE' }];
    expect(byAction(rows, [])).toEqual(rows);
    expect(byAction(rows, ['UPDATE'])).toEqual([{ actionKind: 'UPDATE' }]);
  });
  it('asks each representation by its Accept header and names the file', () => {
    expect(PROVENANCE_FORMATS.map((f) => f.accept)).toEqual([
      'application/prov+json',
      'application/ld+json',
      'application/ld+json; profile=metadata4ing',
    ]);
    expect(downloadName('01a/b c', PROVENANCE_FORMATS[2])).toBe('provenance-01a_b_c.m4i.jsonld');
    expect([statusTone(201), statusTone(403), statusTone(500)]).toEqual(['success', 'error', 'error']);
  });
  it('makes the chart series: a UTC day per bucket, the histogram in kind order', () => {
    const s = statsSeries({
      byActionKind: { CREATE: 2, READ: 0, UPDATE: 1n, DELETE: 0, EXECUTE: 0 },
      sparkline: { fromMillis: Date.UTC(2026, 0, 30), counts: [1, 0, 2] },
      cumulative: [1, 1, 3],
    });
    expect(s.days).toEqual(['2026-01-30', '2026-01-31', '2026-02-01']);
    expect(s.counts).toEqual([1, 0, 2]);
    expect(s.cumulative).toEqual([1, 1, 3]);
    expect(s.histogram.map((h) => [h.kind, h.count])).toEqual([
      ['CREATE', 2],
      ['READ', 0],
      ['UPDATE', 1],
      ['DELETE', 0],
      ['EXECUTE', 0],
    ]);
  });
});

describe('publishing', () => {
  it('links the kip record of a suffix with its colons as they are', () => {
    expect(kipRecordPath('collection:01ab:v2')).toBe('/v2/.well-known/kip/collection:01ab:v2');
    expect(kipRecordPath('svc-dataobject-x y-v1')).toBe('/v2/.well-known/kip/svc-dataobject-x%20y-v1');
  });
  it('tells DOIs from local PIDs', () => {
    expect(pidKind('10.5072/svc-collection-abc-v1', 'datacite')).toBe('doi');
    expect(pidKind('10.1234/x', 'other')).toBe('doi');
    expect(pidKind('svc:inst:collection:abc:v1', 'local')).toBe('local');
    expect(doiUrl('10.5072/x')).toBe('https://doi.org/10.5072/x');
  });
  it('withdraws only published PIDs; a record resolves only while published and public', () => {
    expect(mayWithdraw({ status: 'published', public: false })).toBe(true);
    expect(mayWithdraw({ status: 'withdrawn', public: true })).toBe(false);
    expect(resolvesPublicly({ status: 'published', public: true })).toBe(true);
    expect(resolvesPublicly({ status: 'published', public: false })).toBe(false);
    expect(resolvesPublicly({ status: 'withdrawn', public: true })).toBe(false);
  });
  it('checks the publish and withdraw bodies as the route does', () => {
    const ok = 'https://creativecommons.org/licenses/by/4.0/';
    expect(publishProblems('')).toEqual({});
    expect(publishProblems(ok)).toEqual({});
    expect(publishProblems('not a url')).toEqual({ license: 'url' });
    expect(publishProblems('ftp://x.org/l')).toEqual({ license: 'url' });
    expect(publishProblems(`https://x.org/${'a'.repeat(LICENSE_MAX)}`)).toEqual({ license: 'long' });
    expect(publishBody(true, '')).toEqual({ public: true });
    expect(publishBody(false, ` ${ok} `)).toEqual({ public: false, license: ok });
    // What the form lets through, the route accepts; at the bounds, the route refuses what the form refuses.
    expect(wirePublishBody.safeParse(publishBody(false, ok)).success).toBe(true);
    expect(wirePublishBody.safeParse({ license: `https://x.org/${'a'.repeat(LICENSE_MAX)}` }).success).toBe(false);
    expect(reasonProblem('')).toBe('required');
    expect(reasonProblem('a'.repeat(REASON_MAX))).toBeUndefined();
    expect(reasonProblem('a'.repeat(REASON_MAX + 1))).toBe('long');
    expect(withdrawBody.safeParse({ pid: 'p', reason: 'a'.repeat(REASON_MAX) }).success).toBe(true);
    expect(withdrawBody.safeParse({ pid: 'p', reason: 'a'.repeat(REASON_MAX + 1) }).success).toBe(false);
  });
  it('reads the OAI-PMH base URL from an Identify answer', () => {
    const xml =
      '<OAI-PMH><Identify><repositoryName>r</repositoryName><baseURL>https://api.example.org/v2/oai</baseURL></Identify></OAI-PMH>';
    expect(oaiBaseUrl(xml)).toBe('https://api.example.org/v2/oai');
    expect(oaiBaseUrl('<OAI-PMH/>')).toBeUndefined();
  });
});
