import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteDef } from '../../layers/core/src/kernel/route-types.ts';

const lookups: [string, string][] = [];
let answer: (label: string, id: string) => Promise<string | undefined> = async () => undefined;
vi.mock('../../layers/core/src/features/provenance/app-ids.ts', () => ({
  appIdNamedBy: (of: { label: string }, id: string) => {
    lookups.push([of.label, id]);
    return answer(of.label, id);
  },
}));

const { buildActivity, lookUpBeforeChange } = await import('../../layers/core/src/features/provenance/capture.ts');

const route = (method: RouteDef['method']): RouteDef => ({
  operationId: 'op',
  method,
  path: '/c/{collectionId}',
  group: 'legacy',
  auth: 'authenticated',
  shelf: 'legacy',
  summary: 's',
  tags: [],
  provenance: {
    targetKind: 'Collection',
    target: { from: 'path', param: 'collectionId', appIdOf: { label: 'BasicEntity' } },
    collection: { from: 'path', param: 'collectionId' },
  },
  responses: {},
});
const input = (method: RouteDef['method'], resolved?: { target?: string }) => ({
  route: route(method),
  method,
  path: '/c/7',
  status: 200,
  username: 'alice',
  pathParameters: { collectionId: '7' },
  responseBody: undefined,
  startedAtMillis: 1,
  ...(resolved ? { resolved } : {}),
});

afterEach(() => {
  lookups.length = 0;
  answer = async () => undefined;
});

describe('provenance ids declared with appIdOf', () => {
  it('record the appId the legacy id names (and only the declared source is looked up)', async () => {
    answer = async () => '0190f0f0-0000-7000-8000-000000000007';
    const built = await buildActivity(input('PUT'));
    expect(built?.activity.targetAppId).toBe('0190f0f0-0000-7000-8000-000000000007');
    expect(built?.collectionAppId).toBe('7');
    expect(lookups).toEqual([['BasicEntity', '7']]);
  });

  it('keep the legacy id when the lookup finds nothing or fails', async () => {
    expect((await buildActivity(input('PUT')))?.activity.targetAppId).toBe('7');
    answer = async () => {
      throw new Error('graph down');
    };
    expect((await buildActivity(input('PUT')))?.activity.targetAppId).toBe('7');
  });

  it('a DELETE is looked up before the implementation, and the capture uses that', async () => {
    answer = async () => 'before-delete';
    expect(await lookUpBeforeChange(route('DELETE'), 'DELETE', { collectionId: '7' })).toEqual({
      target: 'before-delete',
    });
    expect(await lookUpBeforeChange(route('PUT'), 'PUT', { collectionId: '7' })).toBeUndefined();
    lookups.length = 0;
    answer = async () => undefined; // gone by now
    expect((await buildActivity(input('DELETE', { target: 'before-delete' })))?.activity.targetAppId).toBe(
      'before-delete',
    );
    expect(lookups).toEqual([]);
  });
});
