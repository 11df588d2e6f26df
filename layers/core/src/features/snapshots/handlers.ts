import { json, noContent, type ImplsFor } from '../../kernel/api.ts';
import type { snapshotsRoutes } from './routes.ts';
import { createSnapshot, deleteSnapshot, getSnapshot, listSnapshots } from './service.ts';
import { diffSnapshots } from './diff.ts';
import { toWire } from './wire.ts';

export const snapshotsImpls: ImplsFor<typeof snapshotsRoutes> = {
  createSnapshot: async ({ principal, params }) => {
    const s = await createSnapshot(principal, params.appId);
    return json(s.status === 'COMPLETE' ? 201 : 202, toWire(s), { location: `/v2/snapshots/${s.appId}` });
  },
  listSnapshots: async ({ principal, params, query }) => {
    const page = await listSnapshots(principal, params.appId, query.cursor, query.limit ?? 50);
    return json(200, { snapshots: page.snapshots.map(toWire), next: page.next });
  },
  getSnapshot: async ({ params }) => json(200, toWire(await getSnapshot(params.aAppId))),
  deleteSnapshot: async ({ principal, params }) => {
    await deleteSnapshot(principal, params.aAppId);
    return noContent();
  },
  diffSnapshots: async ({ params, query }) =>
    json(200, await diffSnapshots(params.aAppId, params.bAppId, query.cursor, query.limit)),
};
