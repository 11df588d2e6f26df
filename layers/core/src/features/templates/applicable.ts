import type { Principal } from '../../kernel/principal.ts';
import { badRequest } from '../../kernel/problem.ts';
import { readQuery, writeQuery } from '../../platform/graph/driver.ts';
import { cypherInt } from '../../platform/graph/legacy-ids.ts';
import { gatedCollection, gatedFocus } from './entities.ts';
import { MAX_CHAIN, toRecord, type TemplateRecord } from './store.ts';

/**
 * Which templates apply to an entity (GET /v2/shapes/applicable?focusAppId=), and the Collection
 * settings that decide it (GET/PUT /v2/collections/{appId}/template-settings; PUT by a manager):
 *
 * - `VIEW`: the view recipes attached to the focus's Collection (`viewRecipeAppIds`), not retired;
 * - `FORM`: the current, non-retired DATA_KIND templates whose chain has a shapeGraph, limited to
 *   the Collection's `templateAllowList` when one is set (null: every data kind).
 */
export interface TemplateSettings {
  collectionAppId: string;
  templateAllowList: string[] | null;
  viewRecipeAppIds: string[];
}
export interface ApplicableEntry {
  mode: 'VIEW' | 'FORM';
  templateAppId: string;
  kind: string;
  name: string | null;
  title: string | null;
  renderer: string | null;
}

export const MAX_APPLICABLE = 500;

export async function getSettings(principal: Principal, collectionAppId: string): Promise<TemplateSettings> {
  const c = await gatedCollection(principal, collectionAppId, 'read');
  return { collectionAppId: c.appId, templateAllowList: c.templateAllowList, viewRecipeAppIds: c.viewRecipeAppIds };
}

export async function putSettings(
  principal: Principal,
  collectionAppId: string,
  input: { templateAllowList: string[] | null; viewRecipeAppIds: string[] },
): Promise<TemplateSettings> {
  const c = await gatedCollection(principal, collectionAppId, 'manage');
  const named = [...new Set([...(input.templateAllowList ?? []), ...input.viewRecipeAppIds])];
  const r = await readQuery<{ appId: string; kind: string }>(
    'MATCH (t:Template) WHERE t.appId IN $ids RETURN t.appId AS appId, t.kind AS kind',
    { ids: named },
  );
  const kinds = new Map(r.records.map((x) => [x.get('appId'), x.get('kind')]));
  const violations = [
    ...(input.templateAllowList ?? []).flatMap((id, i) =>
      kinds.get(id) === 'DATA_KIND'
        ? []
        : [
            {
              field: `templateAllowList.${i}`,
              message: kinds.has(id) ? `${id} is not a DATA_KIND` : `no template ${id}`,
            },
          ],
    ),
    ...input.viewRecipeAppIds.flatMap((id, i) =>
      kinds.get(id) === 'VIEW_RECIPE'
        ? []
        : [
            {
              field: `viewRecipeAppIds.${i}`,
              message: kinds.has(id) ? `${id} is not a VIEW_RECIPE` : `no template ${id}`,
            },
          ],
    ),
  ];
  if (violations.length > 0)
    throw badRequest('The settings name templates that do not exist or have the wrong kind.', { violations });
  await writeQuery(
    'MATCH (c:BasicEntity:Collection {id: $id}) SET c.templateAllowList = $allow, c.viewRecipeAppIds = $views',
    {
      id: cypherInt(c.id),
      allow: input.templateAllowList === null ? null : [...new Set(input.templateAllowList)],
      views: [...new Set(input.viewRecipeAppIds)],
    },
  );
  return {
    collectionAppId: c.appId,
    templateAllowList: input.templateAllowList === null ? null : [...new Set(input.templateAllowList)],
    viewRecipeAppIds: [...new Set(input.viewRecipeAppIds)],
  };
}

const str = (v: unknown) => (typeof v === 'string' ? v : null);
const entry = (mode: 'VIEW' | 'FORM', t: TemplateRecord): ApplicableEntry => ({
  mode,
  templateAppId: t.appId,
  kind: t.kind,
  name: t.name,
  title: str(t.body['title']),
  renderer: str(t.body['renderer']),
});

export async function applicable(
  principal: Principal,
  focusAppId: string,
): Promise<{ focusAppId: string; entries: ApplicableEntry[] }> {
  const focus = await gatedFocus(principal, focusAppId);
  const projection = `t { .appId, .kind, .name, .body, .parentTemplateAppId, .revision, .lineageAppId, .predecessorAppId, .successorAppId,
    retired: coalesce(t.retired, false), retiredAt: toString(t.retiredAt), createdAt: toString(t.createdAt), .createdBy }`;
  const r = await readQuery<{ mode: string; t: Record<string, unknown> }>(
    `CALL {
       MATCH (t:Template {kind: 'VIEW_RECIPE'}) WHERE t.appId IN $views AND NOT coalesce(t.retired, false)
       RETURN 'VIEW' AS mode, t
       UNION
       MATCH (t:Template {kind: 'DATA_KIND'})
       WHERE t.successorAppId IS NULL AND NOT coalesce(t.retired, false) AND ($allow IS NULL OR t.appId IN $allow)
         AND EXISTS { MATCH (t)-[:INHERITS_FROM*0..${MAX_CHAIN}]->(a:Template) WHERE a.body CONTAINS '"shapeGraph":"' }
       RETURN 'FORM' AS mode, t
     }
     WITH mode, t ORDER BY mode DESC, t.createdAt, t.appId LIMIT $limit
     RETURN mode, ${projection} AS t`,
    {
      views: focus.collection.viewRecipeAppIds,
      allow: focus.collection.templateAllowList,
      limit: cypherInt(MAX_APPLICABLE),
    },
  );
  return {
    focusAppId,
    entries: r.records.map((x) => entry(x.get('mode') === 'VIEW' ? 'VIEW' : 'FORM', toRecord(x.get('t')))),
  };
}
