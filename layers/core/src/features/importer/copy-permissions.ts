import * as z from 'zod';
import { editPermissions } from '../../access/permissions/service.ts';
import { PERMISSION_TYPES } from '../../access/permissions/model.ts';
import type { GateTarget } from '../../access/permissions/gate.ts';
import { readQuery } from '../../platform/graph/driver.ts';
import type { CopyContext } from './copy.ts';
import * as s from './source.ts';
import { mapped, mappedKind, recordMapping } from './store.ts';

/**
 * The permissions of the copied Collection and containers, mapped by name: a user of the source
 * keeps their role on the copy when a user of that username exists here; a group when exactly one
 * group of that name exists here. Users and groups that do not (or a group name held by several)
 * are left out and reported (`unmapped`). The owner is the source's owner when that user exists
 * here, else the admin who started the import stays the owner (reported as an unmapped user).
 * Written once all content is copied, so nobody reads a half-made copy; a replace of the whole
 * ACL, so redoing it after a crash writes the same. Needs manage on the source: a key without it
 * is a skip of that entity's permissions, with the reason.
 */
const srcPermissions = z.object({
  owner: z.string().nullish(),
  permissionType: z.enum(PERMISSION_TYPES).catch('Private'),
  reader: z.array(z.string()).nullish(),
  writer: z.array(z.string()).nullish(),
  manager: z.array(z.string()).nullish(),
  readerGroupIds: z.array(z.number().int()).nullish(),
  writerGroupIds: z.array(z.number().int()).nullish(),
});
const srcGroup = z.object({ id: z.number().int(), name: z.string() });

/** The entities whose permissions are copied: id-map kind → the gated kind and the source's legacy path. */
export const PERMISSION_TARGETS = {
  collection: { kind: 'Collection', path: '/collections' },
  container: { kind: 'FileContainer', path: '/fileContainers' },
  tscontainer: { kind: 'TimeseriesContainer', path: '/timeseriesContainers' },
  sdcontainer: { kind: 'StructuredDataContainer', path: '/structuredDataContainers' },
  spcontainer: { kind: 'SpatialDataContainer', path: '/spatialDataContainers' },
} as const;
export type PermissionMapKind = keyof typeof PERMISSION_TARGETS;

/** The copies whose permissions are still to be written, in a stable order (kinds as above, then source id). */
export async function permissionWork(
  jobId: string,
): Promise<{ mapKind: PermissionMapKind; source: string; target: number }[]> {
  const out: { mapKind: PermissionMapKind; source: string; target: number }[] = [];
  for (const mapKind of Object.keys(PERMISSION_TARGETS) as PermissionMapKind[])
    for (const [source, target] of await mappedKind(jobId, mapKind))
      out.push({ mapKind, source, target: Number(target) });
  return out;
}

export async function copyPermissions(
  ctx: Pick<CopyContext, 'jobId' | 'principal' | 'src' | 'tally' | 'inflight'>,
  item: { mapKind: PermissionMapKind; source: string; target: number },
): Promise<void> {
  const { kind, path } = PERMISSION_TARGETS[item.mapKind];
  const key = `${item.mapKind}#${item.source}`;
  const label = `${kind} ${item.source}`;
  ctx.tally.add('permissions', 'total');
  if (await mapped(ctx.jobId, 'permissions', key)) {
    ctx.tally.add('permissions', 'done');
    return;
  }
  let p: z.output<typeof srcPermissions>;
  try {
    p = await ctx.src.json(`${path}/${item.source}/permissions`, srcPermissions);
  } catch (err) {
    if (!(err instanceof s.SourceError) || (err.status !== 403 && err.status !== 404)) throw err;
    ctx.tally.skip(
      'permissions',
      label,
      err.status === 403
        ? 'the source key may not read them (it needs manage on the source); the copy keeps its default permissions'
        : 'the source has none',
    );
    return;
  }
  const users = [
    ...new Set([...(p.reader ?? []), ...(p.writer ?? []), ...(p.manager ?? []), ...(p.owner ? [p.owner] : [])]),
  ];
  const present = await existingUsers(users);
  for (const u of users) if (!present.has(u)) ctx.tally.unmapped('users', u);
  const groupIds = async (ids: readonly number[] | null | undefined) => {
    const out: number[] = [];
    for (const id of ids ?? []) {
      const target = await targetGroup(ctx, id);
      if (target !== undefined) out.push(target);
    }
    return out;
  };
  const keep = (xs: readonly string[] | null | undefined) => (xs ?? []).filter((u) => present.has(u));
  const target: GateTarget = { kind, id: item.target };
  await editPermissions(ctx.principal, target, {
    ...(p.owner && present.has(p.owner) ? { owner: p.owner } : {}),
    permissionType: p.permissionType,
    reader: keep(p.reader),
    writer: keep(p.writer),
    manager: keep(p.manager),
    readerGroupIds: await groupIds(p.readerGroupIds),
    writerGroupIds: await groupIds(p.writerGroupIds),
  });
  await recordMapping(ctx.jobId, 'permissions', key, item.target);
  ctx.tally.add('permissions', 'done');
}

async function existingUsers(names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const r = await readQuery<{ name: unknown }>(
    'UNWIND $names AS name MATCH (u:User {username: name}) RETURN DISTINCT u.username AS name',
    { names },
  );
  return new Set(r.records.map((row) => String(row.get('name'))));
}

/** This instance's group of the source group's name (exactly one), cached for the invocation; undefined (reported) otherwise. */
function targetGroup(
  ctx: Pick<CopyContext, 'src' | 'tally' | 'inflight'>,
  sourceId: number,
): Promise<number | undefined> {
  const key = `group#${sourceId}`;
  const cached = ctx.inflight.get(key) as Promise<number | undefined> | undefined;
  if (cached) return cached;
  const p = (async () => {
    let name: string;
    try {
      name = (await ctx.src.json(`/userGroups/${sourceId}`, srcGroup)).name;
    } catch (err) {
      if (!(err instanceof s.SourceError) || (err.status !== 403 && err.status !== 404)) throw err;
      ctx.tally.unmapped('groups', `#${sourceId} (the source does not show it)`);
      return undefined;
    }
    const r = await readQuery<{ id: unknown }>('MATCH (g:UserGroup {name: $name}) RETURN g.id AS id LIMIT 2', {
      name,
    });
    if (r.records.length === 1) return Number(r.records[0]?.get('id'));
    ctx.tally.unmapped('groups', r.records.length === 0 ? name : `${name} (several groups have this name here)`);
    return undefined;
  })();
  p.catch(() => ctx.inflight.delete(key));
  ctx.inflight.set(key, p);
  return p;
}
