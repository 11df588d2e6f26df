import { randomUUID } from 'node:crypto';
import { assertCellMappings } from '#core/features/templates/cell-mapping.ts';
import { compileChain } from '#core/features/templates/forms.ts';
import { flattenBodies } from '#core/features/templates/inheritance.ts';
import { checkAttributes, fieldViolations } from '#core/features/templates/instantiate.ts';
import { assertAllowedKeys, assertKindBody, type Body, type TemplateKind } from '#core/features/templates/kinds.ts';
import { parseTurtle } from '#core/features/templates/rdf.ts';
import { buildShape } from '#core/features/templates/shape-build.ts';
import type { NodeModel } from '#core/features/templates/shape-model.ts';
import type { TemplateRecord } from '#core/features/templates/store.ts';
import { applyMergePatch, type Json } from '#core/kernel/merge-patch.ts';
import { FUZZ_TEMPLATE_PREFIX } from './fuzz.ts';

/**
 * The server's own checks, in process, of what test/fuzz/hooks.py draws for the template
 * operations that name what exists (test/fuzz/draw.py's `patch`, `attributes` and `formTemplate`
 * lines): the acceptance check of a run sees a handful of cases per operation, this a hundred.
 */

/** The placeholders hooks.py puts where the run's DATA_KIND and VIEW_RECIPE templates go. */
const PLACEHOLDER_FORM = '5c4e3a7f-0000-4000-8000-00000000f0a1';
const PLACEHOLDER_VIEW = '5c4e3a7f-0000-4000-8000-00000000e1e3';

/** test/fuzz/fixtures.py's templates, as draw.py's first line gives them. */
export interface FuzzFixtures {
  readonly form: {
    readonly model: NodeModel;
    /** Its body but the shapeGraph, which the gateway builds from the model. */
    readonly body: Body;
  };
  /** The VIEW_RECIPE's body. */
  readonly view: Body;
}

export interface DrawnPatch {
  readonly patch: { kind?: string; name?: string | null; parentTemplateAppId?: string | null; body?: Body | null };
  /** The kind hooks.py reads from the patch: the kind of the fresh template it is sent to. */
  readonly kind: TemplateKind | null;
  /** The body of that fresh template (test/fuzz/fixtures.py FRESH_BODIES). */
  readonly fresh: Body | null;
}

const record = (appId: string, kind: TemplateKind, body: Body): TemplateRecord => ({
  appId,
  kind,
  name: `${FUZZ_TEMPLATE_PREFIX}${appId}`,
  body,
  parentTemplateAppId: null,
  revision: 1,
  lineageAppId: appId,
  predecessorAppId: null,
  successorAppId: null,
  retired: false,
  retiredAt: null,
  createdAt: new Date(0).toISOString(),
  createdBy: 'fuzz',
});

/** The run's DATA_KIND template as the server holds it: the body with the shapeGraph built from the model. */
export const formRecord = (f: FuzzFixtures): TemplateRecord =>
  record(PLACEHOLDER_FORM, 'DATA_KIND', { ...f.form.body, shapeGraph: buildShape(f.form.model).shapeGraph });

/**
 * Throws what the server would answer a patch of its fresh template with (templates.ts
 * patchTemplate, checkBody): a wrong kind, a name the cleanup would not find, a body that breaks
 * the kind's rules after the merge and inheritance.
 */
export function checkPatch(d: DrawnPatch, form: TemplateRecord, view: Body): void {
  const { patch, kind, fresh } = d;
  if (kind === null || fresh === null) throw new Error('hooks.py names no kind for this patch');
  if (patch.kind !== undefined && patch.kind !== kind) throw new Error(`the patch names ${patch.kind}, not ${kind}`);
  if (patch.name !== undefined && !patch.name?.startsWith(FUZZ_TEMPLATE_PREFIX))
    throw new Error('the new revision is not named for the cleanup');
  if (patch.body === null) throw new Error('body cannot be removed');
  const body = (patch.body === undefined ? fresh : applyMergePatch(fresh as Json, patch.body as Json)) as Body;
  const parents: Record<string, { kind: TemplateKind; body: Body }> = {
    [PLACEHOLDER_FORM]: { kind: 'DATA_KIND', body: form.body },
    [PLACEHOLDER_VIEW]: { kind: 'VIEW_RECIPE', body: view },
  };
  const parent = patch.parentTemplateAppId ? parents[patch.parentTemplateAppId] : undefined;
  if (patch.parentTemplateAppId && parent?.kind !== kind)
    throw new Error(`the parent ${patch.parentTemplateAppId} is no ${kind} of the run`);
  assertAllowedKeys(kind, body);
  if (typeof body['shapeGraph'] === 'string') assertCellMappings(parseTurtle(body['shapeGraph'], 'shapeGraph'));
  assertKindBody(kind, flattenBodies(parent ? [parent.body, body] : [body]));
}

/** The violations the server would answer an instantiation of the form template with these attributes. */
export async function instantiationViolations(
  form: TemplateRecord,
  attributes: Readonly<Record<string, string | readonly string[]>> | null,
): Promise<string[]> {
  const compiled = compileChain([form]);
  const collection = '5c4e3a7f-0000-4000-8000-00000000c011';
  const { merged, quads } = checkAttributes(compiled, 'fuzz', attributes ?? {}, collection, randomUUID());
  return (await fieldViolations(compiled, quads, merged)).map((v) => `${v.attributeKey}: ${v.message}`);
}
