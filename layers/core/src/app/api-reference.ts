import type { EndpointGroup, RouteDef } from '../kernel/route-types.ts';
import type { FeatureManifest } from '../platform/feature.ts';
import { features } from './features.ts';
import { fallbackGroup, routes } from './routes.ts';

/** The command that rewrites docs/api-reference.md from {@link renderApiReference}. */
export const apiReferenceCommand = 'npm run docs:api';
export const apiReferencePath = 'docs/api-reference.md';

/**
 * The feature folder of every row: the manifest whose route lists hold it (a manifest's name is
 * its folder under features/, which test/unit/architecture/manifests.test.ts holds).
 */
export function featureFolders(
  table: readonly RouteDef[] = routes,
  manifests: readonly FeatureManifest[] = features,
): ReadonlyMap<RouteDef, string> {
  const declaredBy = new Map<RouteDef, string>();
  for (const f of manifests) for (const row of Object.values(f.routes).flat()) declaredBy.set(row, f.name);
  for (const r of table) {
    if (!declaredBy.has(r)) throw new Error(`${r.operationId} is in the route table but in no feature manifest`);
  }
  return declaredBy;
}

const cell = (s: string) => s.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();
const code = (s: string) => `\`${s}\``;
const handlerOf = (g: EndpointGroup) => `functions/${g}/handler.ts`;
const folderLink = (folder: string) => `[${folder}](../layers/core/src/features/${folder}/)`;
const countOf = (n: number) => `${n} ${n === 1 ? 'operation' : 'operations'}`;

/** Groups in a fixed order, each with its rows in route-table order. */
function byGroup(table: readonly RouteDef[]): [EndpointGroup, RouteDef[]][] {
  const out = new Map<EndpointGroup, RouteDef[]>();
  for (const r of table) out.set(r.group, [...(out.get(r.group) ?? []), r]);
  return [...out].sort(([a], [b]) => a.localeCompare(b));
}

/** Counts per key, in first-seen order. */
function tally<T>(items: readonly T[]): [T, number][] {
  const out = new Map<T, number>();
  for (const i of items) out.set(i, (out.get(i) ?? 0) + 1);
  return [...out];
}

/** A folder served by another group while a group of its own name exists: the names mislead, say so. */
function misleadingNames(table: readonly RouteDef[], folderOf: ReadonlyMap<RouteDef, string>): string[] {
  const groupNames = new Set<string>(table.map((r) => r.group));
  const notes = tally(
    table.filter((r) => groupNames.has(folderOf.get(r)!) && r.group !== folderOf.get(r)).map((r) => folderOf.get(r)!),
  ).map(([f]) => {
    const servedBy = [...new Set(table.filter((r) => folderOf.get(r) === f).map((r) => r.group))];
    const own = [...new Set(table.filter((r) => r.group === f).map((r) => folderOf.get(r)!))];
    return `- \`features/${f}\` is served by ${servedBy.map(code).join(', ')}; the group \`${f}\` serves ${own.map((o) => code(`features/${o}`)).join(', ')}.`;
  });
  return notes.length === 0 ? [] : ['', 'Names that do not match:', '', ...notes];
}

const openApiPaths = (table: readonly RouteDef[]) =>
  table
    .filter((r) => r.path.endsWith('/openapi.json'))
    .map((r) => code(`${r.method} ${r.path}`))
    .join(', ');

/**
 * docs/api-reference.md, rendered from the route table: which Lambda group (one function each)
 * serves which feature folder, and every operation with its method, path, operationId, shelf,
 * group, folder and summary. Nothing in it is typed by hand; `npm run docs:api` writes it and a
 * unit test fails when the committed file differs.
 */
export function renderApiReference(
  table: readonly RouteDef[] = routes,
  manifests: readonly FeatureManifest[] = features,
): string {
  const folderOf = featureFolders(table, manifests);
  const folder = (r: RouteDef) => folderOf.get(r)!;
  const groups = byGroup(table);
  const lines: string[] = [
    '# API reference',
    '',
    `<!-- Generated from the route table by \`${apiReferenceCommand}\` (layers/core/src/app/api-reference.ts). Do not edit: a unit test fails when this file differs from the route table. -->`,
    '',
    `${countOf(table.length)} in ${groups.length} Lambda groups. A Lambda group is one function, built from`,
    '`functions/<group>/handler.ts`; a feature folder is `layers/core/src/features/<folder>/`, whose',
    "manifest (`index.ts`) declares the rows. A group's name need not be a folder's, and one group may",
    'serve several folders: the two tables below say which serves which.',
    ...misleadingNames(table, folderOf),
    '',
    `Request and response shapes are in the OpenAPI documents: ${openApiPaths(table)}.`,
    `Requests no route matches go to the \`${fallbackGroup}\` group, which answers 404 or 405.`,
    '',
    '## Lambda groups and the feature folders they serve',
    '',
    '| Lambda group | Handler | Feature folders (operations) |',
    '| --- | --- | --- |',
  ];
  for (const [g, rows] of groups) {
    const served = tally(rows.map(folder)).map(([f, n]) => `${folderLink(f)} (${n})`);
    lines.push(`| [${g}](#${g}) | ${code(handlerOf(g))} | ${served.join(', ')} |`);
  }
  lines.push(
    '',
    '## Feature folders and the Lambda groups that serve them',
    '',
    '| Feature folder | Lambda groups (operations) |',
    '| --- | --- |',
  );
  for (const name of manifests.map((f) => f.name).sort((a, b) => a.localeCompare(b))) {
    const served = tally(table.filter((r) => folder(r) === name).map((r) => r.group));
    const cellText = served.length === 0 ? 'none (no routes)' : served.map(([g, n]) => `${g} (${n})`).join(', ');
    lines.push(`| ${folderLink(name)} | ${cellText} |`);
  }
  lines.push('', '## Operations by Lambda group');
  for (const [g, rows] of groups) {
    lines.push(
      '',
      `### ${g}`,
      '',
      `${countOf(rows.length)}, handler ${code(handlerOf(g))}.`,
      '',
      '| Method | Path | operationId | Shelf | Lambda group | Feature folder | Summary |',
      '| --- | --- | --- | --- | --- | --- | --- |',
    );
    for (const r of rows) {
      lines.push(
        `| ${r.method} | ${code(r.path)} | ${code(r.operationId)} | ${r.shelf} | ${g} | ${folder(r)} | ${cell(r.summary)} |`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}
