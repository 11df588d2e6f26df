import { newAppId } from '../../kernel/ids.ts';
import { applyMergePatch, type Json } from '../../kernel/merge-patch.ts';
import type { Principal } from '../../kernel/principal.ts';
import { ProblemError, badRequest, conflict, notFound } from '../../kernel/problem.ts';
import { flattenBodies } from './inheritance.ts';
import { assertAllowedKeys, assertKindBody, type Body, type TemplateKind } from './kinds.ts';
import { parseTurtle } from './rdf.ts';
import { assertCellMappings } from './cell-mapping.ts';
import {
  MAX_CHAIN,
  insertTemplate,
  listTemplates,
  readChain,
  readTemplate,
  retireTemplate,
  type ListFilter,
  type TemplateRecord,
} from './store.ts';

/** Template lifecycle (docs/templates.md): create, read, copy-on-write update, retire. */
export interface TemplateInput {
  readonly kind: TemplateKind;
  readonly name?: string | null | undefined;
  readonly parentTemplateAppId?: string | null | undefined;
  readonly body: Body;
}

export interface TemplatePatch {
  readonly name?: string | null | undefined;
  readonly parentTemplateAppId?: string | null | undefined;
  readonly body?: Record<string, unknown> | null | undefined;
  readonly kind?: string | undefined;
}

const parentProblem = (message: string) =>
  badRequest(message, { violations: [{ field: 'parentTemplateAppId', message }] });

/** The parent's chain, checked: it exists, has the same kind, is not retired, and does not lead back to `lineage`. */
async function parentChain(
  kind: TemplateKind,
  parentAppId: string | null | undefined,
  lineage: string | null,
): Promise<TemplateRecord[]> {
  if (!parentAppId) return [];
  const chain = await readChain(parentAppId);
  const parent = chain.at(-1);
  if (!parent) throw parentProblem(`No template has appId ${parentAppId}.`);
  if (parent.kind !== kind)
    throw parentProblem(`The parent ${parentAppId} is a ${parent.kind}; a ${kind} may only inherit from a ${kind}.`);
  if (parent.retired) throw parentProblem(`The parent ${parentAppId} is retired.`);
  if (lineage !== null && chain.some((t) => t.lineageAppId === lineage)) {
    throw parentProblem(`Inheriting from ${parentAppId} would make a cycle: it already inherits from this template.`);
  }
  if (chain.length >= MAX_CHAIN)
    throw parentProblem(`The inheritance chain would be longer than ${MAX_CHAIN} templates.`);
  return chain;
}

function checkBody(kind: TemplateKind, own: Body, ancestors: readonly TemplateRecord[]): void {
  assertAllowedKeys(kind, own);
  if (typeof own['shapeGraph'] === 'string') assertCellMappings(parseTurtle(own['shapeGraph'], 'shapeGraph'));
  assertKindBody(kind, flattenBodies([...ancestors.map((t) => t.body), own]));
}

export async function createTemplate(principal: Principal, input: TemplateInput): Promise<TemplateRecord> {
  const ancestors = await parentChain(input.kind, input.parentTemplateAppId, null);
  checkBody(input.kind, input.body, ancestors);
  const appId = newAppId();
  const created = await insertTemplate({
    appId,
    kind: input.kind,
    name: input.name ?? null,
    body: input.body,
    parentTemplateAppId: input.parentTemplateAppId ?? null,
    revision: 1,
    lineageAppId: appId,
    predecessorAppId: null,
    createdBy: principal.username,
  });
  if (!created) throw conflict('The parent template changed while this request ran; retry it.');
  return created;
}

export async function getTemplate(appId: string): Promise<TemplateRecord> {
  const t = await readTemplate(appId);
  if (!t) throw notFound(`No template has appId ${appId}.`);
  return t;
}

export const listAll = (f: ListFilter) => listTemplates(f);

/**
 * PATCH (JSON Merge Patch on `name`, `parentTemplateAppId` and `body`): copy-on-write, the result
 * is a new revision with a new appId. Only the head of a lineage may be patched, and not a
 * retired one (409); `kind` cannot change (400).
 */
export async function patchTemplate(
  principal: Principal,
  appId: string,
  patch: TemplatePatch,
): Promise<TemplateRecord> {
  const current = await getTemplate(appId);
  if (patch.kind !== undefined && patch.kind !== current.kind)
    throw badRequest(`The kind of a template cannot change (it is ${current.kind}).`, {
      violations: [{ field: 'kind', message: 'immutable' }],
    });
  if (current.retired) throw new ProblemError('template.retired', `Template ${appId} is retired.`);
  if (current.successorAppId)
    throw conflict(`Template ${appId} has a newer revision ${current.successorAppId}; patch that one.`, {
      successorAppId: current.successorAppId,
    });
  const body =
    patch.body === undefined
      ? current.body
      : (applyMergePatch(current.body as Json, (patch.body ?? {}) as Json) as Body);
  if (patch.body === null)
    throw badRequest('body cannot be removed.', { violations: [{ field: 'body', message: 'must be an object' }] });
  const parent = patch.parentTemplateAppId === undefined ? current.parentTemplateAppId : patch.parentTemplateAppId;
  const ancestors = await parentChain(current.kind, parent, current.lineageAppId);
  checkBody(current.kind, body, ancestors);
  const next = await insertTemplate({
    appId: newAppId(),
    kind: current.kind,
    name: patch.name === undefined ? current.name : patch.name,
    body,
    parentTemplateAppId: parent ?? null,
    revision: current.revision + 1,
    lineageAppId: current.lineageAppId,
    predecessorAppId: current.appId,
    createdBy: principal.username,
  });
  if (!next)
    throw conflict(`Template ${appId} changed while this request ran (a newer revision, or retired); retry it.`);
  return next;
}

export async function retire(principal: Principal, appId: string): Promise<void> {
  if (!(await retireTemplate(appId, principal.username))) throw notFound(`No template has appId ${appId}.`);
}

/** The chain of a template used by the form and instantiation flows: 404 unknown, 409 retired. */
export async function usableChain(appId: string): Promise<TemplateRecord[]> {
  const chain = await readChain(appId);
  const t = chain.at(-1);
  if (!t) throw notFound(`No template has appId ${appId}.`);
  if (t.retired)
    throw new ProblemError(
      'template.retired',
      `Template ${appId} is retired; the form and instantiation flows refuse it.`,
    );
  return chain;
}
