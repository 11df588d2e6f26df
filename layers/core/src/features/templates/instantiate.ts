import type { Principal } from '../../kernel/principal.ts';
import { ProblemError, badRequest } from '../../kernel/problem.ts';
import { newAppId } from '../../kernel/ids.ts';
import { bounds } from '../../kernel/bounds.ts';
import { writeQuery } from '../../platform/graph/driver.ts';
import { cypherInt } from '../../platform/graph/legacy-ids.ts';
import { createDataObject } from '../collections/dataobjects.ts';
import { dataObjectQuads } from './data-rdf.ts';
import { gatedCollection, gatedDataObject } from './entities.ts';
import { compileTemplate, type CompiledTemplate } from './forms.ts';
import { writeTurtle } from './rdf.ts';
import { validateQuads } from './shape-validate.ts';
import { storedValues } from './multi-values.ts';
import { compileChain } from './forms.ts';
import { readChain } from './store.ts';

/**
 * Instantiation (`POST /v2/templates/{appId}/instantiate`, the descriptor's `submitBlock`):
 * a DataObject in a Collection from a DATA_KIND template. Order of answers: 404/409/422 for the
 * template, 404/403 for the Collection (Write needed), 400 for attribute keys no field names,
 * 422 `template.violations` with `violations[]` (`path` = the descriptor's `fields[].path`)
 * when the merged attributes fail the flattened shape; nothing is written before all of that.
 */
export interface InstantiateInput {
  readonly collectionAppId: string;
  readonly name?: string | null | undefined;
  readonly description?: string | null | undefined;
  /** A multi-valued field's values may be an array (multi-values.ts). */
  readonly attributes?: Readonly<Record<string, string | readonly string[]>> | undefined;
}

export interface FieldViolation {
  path: string;
  attributeKey: string | null;
  severity: string;
  message: string;
  value: string | null;
}

export function checkAttributes(
  c: CompiledTemplate,
  name: string,
  attributes: Readonly<Record<string, string | readonly string[]>>,
  collectionAppId: string,
  provisionalAppId: string,
) {
  const keys = new Set(c.fields.map((f) => f.attributeKey));
  const unknown = Object.keys(attributes).filter((k) => !keys.has(k));
  if (unknown.length > 0) {
    throw badRequest(`No field of the template has the attribute key ${unknown.join(', ')}.`, {
      violations: unknown.map((k) => ({ field: `attributes.${k}`, message: 'not an attributeKey of the form' })),
    });
  }
  const given = { ...c.defaults, ...attributes };
  const byKey = new Map(c.fields.map((f) => [f.attributeKey, f]));
  const merged: Record<string, string> = {};
  const tooLong: { field: string; message: string }[] = [];
  for (const [k, v] of Object.entries(given)) {
    const field = byKey.get(k);
    // Every key names a field (checked above); a field is multi-valued unless its maxCount is 1.
    const stored = typeof v === 'string' ? v : storedValues(field ?? { maxCount: null }, v);
    if (stored === undefined) continue; // no value: no attribute
    merged[k] = stored;
    if (stored.length > bounds.attributeValue)
      tooLong.push({
        field: `attributes.${k}`,
        message: `its values take ${stored.length} characters as stored (a JSON array); at most ${bounds.attributeValue}`,
      });
  }
  if (tooLong.length > 0)
    throw badRequest('A multi-valued attribute is too long to be stored as one attribute.', { violations: tooLong });
  // The values as given (arrays stay arrays) are validated: SHACL counts them against sh:minCount/sh:maxCount.
  const quads = dataObjectQuads(
    {
      appId: provisionalAppId,
      name,
      description: null,
      collectionAppId,
      templateAppId: c.template.appId,
      targetClass: c.targetClass,
      attributes: given,
      parentAppId: null,
      predecessorAppIds: [],
      annotations: [],
    },
    c.fields,
  );
  return { merged, quads };
}

export async function fieldViolations(
  c: CompiledTemplate,
  quads: Parameters<typeof validateQuads>[0],
  merged: Readonly<Record<string, string>>,
): Promise<FieldViolation[]> {
  const { results } = await validateQuads(quads, c.shape.quads);
  const byPath = new Map(c.fields.map((f) => [f.path, f]));
  return results.flatMap((r): FieldViolation[] => {
    const path = r.valuePath.map((s) => `<${s}>`).join('/');
    const field = byPath.get(path);
    if (field)
      return [
        {
          path,
          attributeKey: field.attributeKey,
          severity: r.severity,
          message: r.message,
          value: merged[field.attributeKey] ?? null,
        },
      ];
    // A missing nested node (`<outer>` with minCount) is reported on the fields it would hold: those are what the form shows.
    const inside = c.fields.filter((f) => f.path.startsWith(`${path}/`));
    const named = inside.filter((f) => f.required).length > 0 ? inside.filter((f) => f.required) : inside;
    if (named.length === 0)
      return [{ path, attributeKey: null, severity: r.severity, message: r.message, value: null }];
    return named.map((f) => ({
      path: f.path,
      attributeKey: f.attributeKey,
      severity: r.severity,
      message: r.message,
      value: null,
    }));
  });
}

export async function instantiate(principal: Principal, templateAppId: string, input: InstantiateInput) {
  const c = await compileTemplate(templateAppId);
  const collection = await gatedCollection(principal, input.collectionAppId, 'write');
  const name = input.name?.trim()
    ? input.name
    : `${c.template.name ?? 'DataObject'} ${new Date().toISOString()}`.slice(0, bounds.name);
  const { merged, quads } = checkAttributes(c, name, input.attributes ?? {}, collection.appId, newAppId());
  const violations = await fieldViolations(c, quads, merged);
  if (violations.length > 0) {
    throw new ProblemError(
      'template.violations',
      `The attributes do not conform to template ${templateAppId}'s shape (${violations.length} violation${violations.length === 1 ? '' : 's'}); nothing was created.`,
      { violations },
    );
  }
  const created = await createDataObject(principal, collection.id, {
    name,
    description: input.description ?? null,
    attributes: merged,
    parentId: null,
    predecessorIds: [],
  });
  await writeQuery(
    `MATCH (d:BasicEntity:DataObject {id: $id}) MATCH (t:Template {appId: $templateAppId})
     SET d.templateAppId = $templateAppId MERGE (d)-[:INSTANCE_OF]->(t)`,
    { id: cypherInt(created.id), templateAppId },
  );
  return { ...created, collectionAppId: collection.appId, templateAppId };
}

/** GET /v2/data-objects/{appId}/rdf: the Turtle subgraph of a DataObject (Read on its Collection). */
export async function dataObjectTurtle(principal: Principal, appId: string): Promise<string> {
  const d = await gatedDataObject(principal, appId);
  let compiled: CompiledTemplate | undefined;
  if (d.templateAppId) {
    try {
      const chain = await readChain(d.templateAppId);
      if (chain.length > 0) compiled = compileChain(chain);
    } catch (err) {
      // A template that no longer compiles leaves the attributes as plain svc:attribute pairs.
      if (!(err instanceof ProblemError)) throw err;
    }
  }
  const quads = dataObjectQuads(
    {
      appId: d.appId,
      name: d.name,
      description: d.description,
      collectionAppId: d.collection.appId,
      templateAppId: d.templateAppId,
      targetClass: compiled?.targetClass ?? null,
      attributes: d.attributes,
      parentAppId: d.parentAppId,
      predecessorAppIds: d.predecessorAppIds,
      annotations: d.annotations,
    },
    compiled?.fields ?? [],
  );
  return writeTurtle(quads);
}
