import { expect } from 'vitest';
import { call, withKey } from './local.ts';

/** Helpers of the views tests: Collections, DataObjects, timeseries channels and references made over HTTP by their owner. */
export interface Entity {
  id: number;
  appId: string;
}
export interface ChannelNames {
  measurement: string;
  device: string;
  location: string;
  symbolicName: string;
  field: string;
}

export async function collectionOf(key: string, name = 'views'): Promise<Entity> {
  const r = await call<Entity>('POST', '/svc/api/collections', { headers: withKey(key), body: { name } });
  expect(r.status, r.text).toBe(201);
  return r.body;
}

export async function dataObjectIn(
  key: string,
  c: Entity,
  body: { name: string; attributes?: Record<string, string> },
): Promise<Entity> {
  const r = await call<Entity>('POST', `/svc/api/collections/${c.id}/dataObjects`, { headers: withKey(key), body });
  expect(r.status, r.text).toBe(201);
  return r.body;
}

/** A timeseries container holding one point in each channel; answers the container and the channels' ids by field. */
export async function channelsIn(
  key: string,
  channels: readonly ChannelNames[],
): Promise<{ container: Entity; ids: number[] }> {
  const c = await call<Entity>('POST', '/svc/api/timeseriesContainers', {
    headers: withKey(key),
    body: { name: 'views channels' },
  });
  expect(c.status, c.text).toBe(201);
  for (const timeseries of channels) {
    const w = await call('POST', `/svc/api/timeseriesContainers/${c.body.id}/payload`, {
      headers: withKey(key),
      body: { timeseries, points: [{ timestamp: 1_000, value: 1.5 }] },
    });
    expect(w.status, w.text).toBe(201);
  }
  const list = await call<(ChannelNames & { id: number })[]>(
    'GET',
    `/svc/api/timeseriesContainers/${c.body.id}/timeseries`,
    { headers: withKey(key) },
  );
  expect(list.status, list.text).toBe(200);
  const ids = channels.map(
    (ch) =>
      list.body.find(
        (t) =>
          t.field === ch.field &&
          t.device === ch.device &&
          t.measurement === ch.measurement &&
          t.location === ch.location &&
          t.symbolicName === ch.symbolicName,
      )!.id,
  );
  return { container: c.body, ids };
}

export async function referenceOn(
  key: string,
  c: Entity,
  d: Entity,
  container: Entity,
  timeseries: readonly ChannelNames[],
): Promise<Entity> {
  const r = await call<Entity>('POST', `/svc/api/collections/${c.id}/dataObjects/${d.id}/timeseriesReferences`, {
    headers: withKey(key),
    body: { name: 'run', start: 0, end: 10_000, timeseries, timeseriesContainerId: container.id },
  });
  expect(r.status, r.text).toBe(201);
  return r.body;
}

export async function grantRead(ownerKey: string, c: Entity, reader: string | readonly string[]): Promise<void> {
  const r = await call('PUT', `/svc/api/collections/${c.id}/permissions`, {
    headers: withKey(ownerKey),
    body: {
      permissionType: 'Private',
      reader: typeof reader === 'string' ? [reader] : reader,
      writer: [],
      manager: [],
      readerGroupIds: [],
      writerGroupIds: [],
    },
  });
  expect(r.status, r.text).toBe(200);
}

/** Read on a timeseries container for `reader` (its owner grants it). */
export async function grantContainerRead(ownerKey: string, container: Entity, reader: string): Promise<void> {
  const r = await call('PUT', `/svc/api/timeseriesContainers/${container.id}/permissions`, {
    headers: withKey(ownerKey),
    body: {
      permissionType: 'Private',
      reader: [reader],
      writer: [],
      manager: [],
      readerGroupIds: [],
      writerGroupIds: [],
    },
  });
  expect(r.status, r.text).toBe(200);
}
