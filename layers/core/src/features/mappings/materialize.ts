import type { Principal } from '../../kernel/principal.ts';
import { ProblemError, notFound } from '../../kernel/problem.ts';
import type { ContainerView } from '../containers/records.ts';
import { gatedCollection, gatedDataObject } from '../templates/entities.ts';
import { flattenBodies } from '../templates/inheritance.ts';
import { mappingRecipeOf } from '../templates/mapping-recipe.ts';
import { readChain } from '../templates/store.ts';
import { recordDerivation } from './derivation.ts';
import { bindInputs } from './inputs.ts';
import { documentText, storeOutput, writableContainer, type StoredOutput } from './outputs.ts';
import { SANDBOX_LIMITS, evaluateInSandbox, type SandboxOutcome } from './sandbox.ts';

/**
 * POST /v2/mappings/{templateAppId}/materialize. Answers, in order: 404 template, 422 not a
 * MAPPING_RECIPE, 409 retired, 422 recipe, 404/403 DataObject (Read on its Collection), and for a
 * stored output 403 Write on the Collection, 404/403 container; then the inputs are bound, the
 * transform runs, and only then is anything written.
 */
export type OutputRequest =
  | { readonly mode: 'ephemeral' }
  | {
      readonly mode: 'reference';
      readonly structuredDataContainerAppId?: string | undefined;
      readonly name?: string | undefined;
    };

export interface MaterializeInput {
  readonly focusDataObjectAppId: string;
  readonly output?: OutputRequest | undefined;
}

export interface Materialized {
  mode: 'ephemeral' | 'reference';
  templateAppId: string;
  focusDataObjectAppId: string;
  collectionAppId: string;
  result: unknown;
  output: StoredOutput | null;
  /** The legacy path of the stored reference (the Location header). */
  location: string | null;
}

export interface RunContext {
  readonly path: string;
  readonly startedAtMillis: number;
}

/**
 * A failed run as its problem: sandbox bounds and JSONata errors are the recipe's doing (422: a
 * retry fails the same way), a sandbox that could not run at all is the service's (503).
 */
export function runProblem(outcome: Exclude<SandboxOutcome, { ok: true }>, templateAppId: string): ProblemError {
  if (outcome.kind === 'unavailable') {
    return new ProblemError(
      'service.unavailable',
      `The mapping sandbox could not run the transform of template ${templateAppId}: ${outcome.message}. Retry later.`,
      {},
      { headers: { 'retry-after': '5' } },
    );
  }
  if (outcome.kind === 'limit') {
    return new ProblemError(
      'mapping.limit-exceeded',
      `The transform of template ${templateAppId} went past the sandbox's ${outcome.limit} bound: ${outcome.message}.`,
      {
        limit: outcome.limit,
        limits: SANDBOX_LIMITS,
      },
    );
  }
  return new ProblemError(
    'mapping.evaluation-failed',
    `The transform of template ${templateAppId} failed${outcome.code ? ` (${outcome.code}${outcome.position === null ? '' : ` at character ${outcome.position}`})` : ''}: ${outcome.message}`,
    {
      code: outcome.code,
      position: outcome.position,
    },
  );
}

async function recipeOf(templateAppId: string) {
  const chain = await readChain(templateAppId);
  const t = chain.at(-1);
  if (!t) throw notFound(`No template has appId ${templateAppId}.`);
  if (t.kind !== 'MAPPING_RECIPE')
    throw new ProblemError(
      'mapping.not-a-mapping-recipe',
      `Template ${templateAppId} is a ${t.kind}; only a MAPPING_RECIPE materializes.`,
    );
  if (t.retired) throw new ProblemError('template.retired', `Template ${templateAppId} is retired.`);
  return { template: t, recipe: mappingRecipeOf(flattenBodies(chain.map((x) => x.body))) };
}

export async function materialize(
  principal: Principal,
  templateAppId: string,
  input: MaterializeInput,
  ctx: RunContext,
): Promise<Materialized> {
  const { template, recipe } = await recipeOf(templateAppId);
  const d = await gatedDataObject(principal, input.focusDataObjectAppId);
  const output = input.output ?? { mode: 'ephemeral' };
  let container: ContainerView | undefined;
  if (output.mode === 'reference') {
    await gatedCollection(principal, d.collection.appId, 'write');
    if (output.structuredDataContainerAppId)
      container = await writableContainer(principal, output.structuredDataContainerAppId);
  }

  const outcome = await evaluateInSandbox(recipe.expression, await bindInputs(principal, d, recipe.source));
  if (!outcome.ok) throw runProblem(outcome, templateAppId);

  let stored: StoredOutput | null = null;
  if (output.mode === 'reference') {
    const text = documentText(outcome.value);
    const name = output.name ?? recipe.target.name ?? template.name ?? `Mapping ${templateAppId}`;
    stored = await storeOutput(principal, d, text, name, container);
  }
  await recordDerivation({
    username: principal.username,
    path: ctx.path,
    status: stored ? 201 : 200,
    startedAtMillis: ctx.startedAtMillis,
    templateAppId,
    inputAppId: d.appId,
    collectionAppId: d.collection.appId,
    output: stored && { kind: stored.kind, appId: stored.appId },
  });
  return {
    mode: output.mode,
    templateAppId,
    focusDataObjectAppId: d.appId,
    collectionAppId: d.collection.appId,
    result: outcome.value,
    output: stored,
    location:
      stored && `/svc/api/collections/${d.collection.id}/dataObjects/${d.id}/structuredDataReferences/${stored.id}`,
  };
}
