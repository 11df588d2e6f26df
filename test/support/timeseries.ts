import { expect } from 'vitest';
import { parseInt64Json, stringifyInt64Json } from '#core/kernel/int64-json.ts';
import { gateway, type Reply } from './local.ts';

/**
 * Timeseries over HTTP: bodies with int64 nanosecond timestamps are written and read with the
 * service's own int64-exact JSON (integers as bigints), never `JSON.parse`, which rounds them.
 */
export interface Channel {
  measurement: string;
  device: string;
  location: string;
  symbolicName: string;
  field: string;
}
export interface Point {
  timestamp: bigint;
  value: unknown;
}
export type Int64Reply<T = unknown> = Reply<T> & { json: T };

/** A channel's five names: `field` and any other part given, the rest fixed. */
export const channel = (field: string, parts: Partial<Channel> = {}): Channel => ({
  measurement: 'stand',
  device: 'rig-1',
  location: 'hall',
  symbolicName: 'T',
  field,
  ...parts,
});

/**
 * One request with an int64-exact body; `json` is the answer read the same way (bigints), `body`
 * as `JSON.parse` reads it (numbers, for the contract's validators).
 */
export async function tsCall<T = unknown>(
  method: string,
  path: string,
  init: { key?: string; body?: unknown; base?: string; headers?: Record<string, string> } = {},
): Promise<Int64Reply<T>> {
  const headers: Record<string, string> = { ...(init.key ? { 'x-api-key': init.key } : {}), ...(init.headers ?? {}) };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const r = await fetch(`${init.base ?? gateway}${path}`, {
    method,
    headers,
    ...(init.body !== undefined ? { body: stringifyInt64Json(init.body) } : {}),
  });
  const text = await r.text();
  let json: unknown = text;
  let body: unknown = text;
  try {
    json = parseInt64Json(text);
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: r.status, headers: r.headers, text, body: body as T, json: json as T };
}

/** Creates a timeseries container as the caller and returns its id. */
export async function newTimeseriesContainer(key: string, name = 'stand', base?: string): Promise<number> {
  const r = await tsCall<{ id: number }>('POST', '/svc/api/timeseriesContainers', {
    key,
    body: { name },
    ...(base ? { base } : {}),
  });
  expect(r.status, r.text).toBe(201);
  return r.body.id;
}

/** Writes points to a channel of a container (201 expected). */
export async function writePoints(
  key: string,
  containerId: number,
  ch: Channel,
  points: readonly Point[],
  base?: string,
): Promise<void> {
  const r = await tsCall('POST', `/svc/api/timeseriesContainers/${containerId}/payload`, {
    key,
    body: { timeseries: ch, points },
    ...(base ? { base } : {}),
  });
  expect(r.status, r.text).toBe(201);
}

/** The query string naming a channel (`symbolic_name`, as the wire spells it). */
export const channelQuery = (c: Channel): string =>
  new URLSearchParams({
    measurement: c.measurement,
    device: c.device,
    location: c.location,
    symbolic_name: c.symbolicName,
    field: c.field,
  }).toString();
