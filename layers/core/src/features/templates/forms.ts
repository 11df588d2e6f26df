import { ProblemError } from '../../kernel/problem.ts';
import { compileFields, formDescriptor, type CompiledField, type FormDescriptor } from './form.ts';
import { flattenBodies, shapeGraphsOf } from './inheritance.ts';
import { NS } from './rdf.ts';
import { flattenShapes, type FlatShape } from './shape-flatten.ts';
import { usableChain } from './templates.ts';
import type { TemplateRecord } from './store.ts';

/** A data-kind template ready for forms and instantiation: its chain flattened and its fields compiled. */
export interface CompiledTemplate {
  readonly template: TemplateRecord;
  readonly shape: FlatShape;
  readonly fields: CompiledField[];
  readonly groups: { label: string; fields: CompiledField[] }[];
  readonly defaults: Readonly<Record<string, string>>;
  readonly targetClass: string | null;
}

/** From a chain (root first): 422 when the template is not a data kind or has no shapeGraph. */
export function compileChain(chain: readonly TemplateRecord[]): CompiledTemplate {
  const template = chain.at(-1)!;
  if (template.kind !== 'DATA_KIND') {
    throw new ProblemError(
      'template.not-formable',
      `Template ${template.appId} is a ${template.kind}; forms and instantiation need a DATA_KIND.`,
    );
  }
  const graphs = shapeGraphsOf(chain.map((t) => t.body));
  if (graphs.length === 0)
    throw new ProblemError('template.not-formable', `Template ${template.appId} (with its parents) has no shapeGraph.`);
  const shape = flattenShapes(graphs);
  const { groups } = compileFields(shape);
  const fields = groups.flatMap((g) => g.fields);
  const body = flattenBodies(chain.map((t) => t.body));
  const bodyDefaults = (body['defaults'] ?? {}) as Record<string, string>;
  const shapeDefaults = Object.fromEntries(
    fields.filter((f) => f.defaultValue !== null).map((f) => [f.attributeKey, f.defaultValue!]),
  );
  const targetClass =
    shape.index.object(shape.root, `${NS.sh}targetClass`)?.value ??
    (typeof body['targetClass'] === 'string' ? body['targetClass'] : null);
  return { template, shape, fields, groups, defaults: { ...shapeDefaults, ...bodyDefaults }, targetClass };
}

export async function compileTemplate(appId: string): Promise<CompiledTemplate> {
  return compileChain(await usableChain(appId));
}

export async function formOf(appId: string): Promise<FormDescriptor> {
  const c = await compileTemplate(appId);
  return formDescriptor(c.template.appId, c);
}
