import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The layering of the core (docs/architecture.md §2), read from the imports themselves:
 * functions → app / http → features → access → platform → kernel.
 */
const repo = resolve(import.meta.dirname, '../../..');
const core = join(repo, 'layers/core/src');

/** Cross-feature imports that are allowed, each through the named feature's service modules. */
const allowedFeatureImports: Readonly<Record<string, readonly string[]>> = {
  // The Collection export walks Collections, DataObjects, every reference kind, the files, the referenced timeseries points and structured documents.
  export: ['collections', 'references', 'files', 'timeseries', 'structured-data', 'spatial'],
  // File references are references; their payload is a file.
  files: ['references'],
  // Reference payloads answer the referenced Collection or DataObject.
  references: ['collections'],
  // User and group search use the search query language and answer the legacy user shape.
  users: ['search', 'accounts'],
  // Collection search answers the Collection read model.
  search: ['collections'],
  // The admin group serves the legacy-shelf switch.
  admin: ['legacy-shelf'],
  // Timeseries containers are containers (records, permission rows, background deletion); timeseries references are references.
  timeseries: ['containers', 'references'],
  // Structured-data containers are containers; structured-data references are references.
  'structured-data': ['containers', 'references'],
  // Spatial data containers are containers (records, permission rows, background deletion); spatial data references are references.
  spatial: ['containers', 'references'],
  // Ontologies fill the INTERNAL semantic repository: its vocabulary mapping, term lookup and endpoint (SSRF) rules.
  ontologies: ['semantic'],
  // Templates instantiate DataObjects; the predicate vocabulary reads the enabled bundles and the INTERNAL repository's mapping.
  // The MAPPING_RECIPE body names the timeseries aggregate functions it binds.
  templates: ['collections', 'ontologies', 'semantic', 'timeseries'],
  // Publishing freezes the current Collection or DataObject view (versioning must be on).
  publishing: ['collections'],
  // The mapping executor runs MAPPING_RECIPE templates over a DataObject's attributes, timeseries aggregates and structured documents, stores its output as a structured-data reference and records the derivation.
  mappings: ['templates', 'timeseries', 'structured-data', 'references', 'containers', 'provenance'],
  // Views render VIEW_RECIPE templates against the timeseries channels a DataObject references, and export its attributes by the template's cell mappings.
  views: ['templates', 'timeseries'],
  // Every model call records its provenance activity (EXECUTE on the entity it was about).
  ai: ['provenance'],
  // The wiki writer reads a DataObject's references, lab journal and recent provenance, calls the ai plugin's TEXT slot and writes a lab journal entry by its rules.
  'wiki-writer': ['ai', 'references', 'provenance'],
  // The importer writes the copy through each kind's own creation code (Collections, DataObjects, references, files, annotations, timeseries containers and points, structured-data documents and references, spatial containers, points and references), checks the source address by the repository endpoint (SSRF) rules and records the import's provenance.
  importer: [
    'collections',
    'references',
    'files',
    'semantic',
    'containers',
    'timeseries',
    'structured-data',
    'spatial',
    'provenance',
  ],
};

const layerOf = (file: string): { layer: string; feature?: string } => {
  const rel = relative(repo, file).split('/');
  if (rel[0] === 'functions') return { layer: 'functions' };
  if (rel[0] !== 'layers' || rel[1] !== 'core') return { layer: 'outside' };
  const [, , , top, feature] = rel;
  return top === 'features' ? { layer: 'features', feature } : { layer: top ?? 'outside' };
};

const allowedLayers: Readonly<Record<string, readonly string[]>> = {
  kernel: ['kernel'],
  platform: ['kernel', 'platform'],
  access: ['kernel', 'platform', 'access'],
  features: ['kernel', 'platform', 'access', 'features'],
  http: ['kernel', 'platform', 'access', 'http'],
  app: ['kernel', 'platform', 'access', 'features', 'http', 'app'],
  functions: ['app', 'http', 'features', 'outside'],
};

function* tsFiles(dir: string): Generator<string> {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules') continue;
    const p = join(dir, e.name);
    if (e.isDirectory()) yield* tsFiles(p);
    else if (e.name.endsWith('.ts')) yield p;
  }
}

function importsOf(file: string): string[] {
  const src = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of src.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
    const s = m[1] ?? '';
    if (s.startsWith('#core/')) out.push(join(core, s.slice('#core/'.length)));
    else if (s.startsWith('.')) out.push(resolve(dirname(file), s));
  }
  return out;
}

function violations(): string[] {
  const found: string[] = [];
  for (const file of [...tsFiles(core), ...tsFiles(join(repo, 'functions'))]) {
    const from = layerOf(file);
    for (const target of importsOf(file)) {
      const to = layerOf(target);
      const where = `${relative(repo, file)} → ${relative(repo, target)}`;
      if (!(allowedLayers[from.layer] ?? []).includes(to.layer)) found.push(where);
      else if (from.layer === 'features' && to.layer === 'features' && from.feature !== to.feature) {
        if (!(allowedFeatureImports[from.feature ?? ''] ?? []).includes(to.feature ?? '')) found.push(where);
      }
    }
  }
  return found;
}

describe('core layering', () => {
  it('imports point down only, and features reach each other only where allowed', () => {
    expect(violations()).toEqual([]);
  });

  it('allows no two features to import each other', () => {
    for (const [from, tos] of Object.entries(allowedFeatureImports)) {
      for (const to of tos) expect(allowedFeatureImports[to] ?? [], `${from} ↔ ${to}`).not.toContain(from);
    }
  });

  it('has nothing at the top of the core but the six layers', () => {
    const tops = readdirSync(core, { withFileTypes: true })
      .map((e) => e.name)
      .sort();
    expect(tops).toEqual(['access', 'app', 'features', 'http', 'kernel', 'platform']);
  });
});
