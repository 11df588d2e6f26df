import { expect } from 'vitest';
import { call } from './local.ts';

type Headers = Record<string, string>;

/** Creates a Collection as the caller and returns its legacy id. */
export async function newCollection(headers: Headers, name = 'Collection'): Promise<number> {
  const r = await call<{ id: number }>('POST', '/svc/api/collections', { headers, body: { name } });
  expect(r.status, r.text).toBe(201);
  return r.body.id;
}

/** Creates a DataObject in Collection `c` as the caller and returns its legacy id. */
export async function newDataObject(c: number, headers: Headers, name = 'DataObject'): Promise<number> {
  const r = await call<{ id: number }>('POST', `/svc/api/collections/${c}/dataObjects`, { headers, body: { name } });
  expect(r.status, r.text).toBe(201);
  return r.body.id;
}
