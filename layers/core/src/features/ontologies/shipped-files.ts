import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What the `semantic` function reads from beside its bundle at run time rather than from inside it
 * (infra copies exactly these; builtin.ts and sparql-engine.ts look for them there):
 *
 * - the built-in ontology bundles: `layers/core/ontologies/` (manifest.json, the files it names and
 *   the NOTICE of the vendored vocabularies, never generate.ts) as `ontologies/` next to index.mjs;
 * - the SPARQL engine: Oxigraph's Node build (its JS glue loads `node_bg.wasm` from its own folder, so
 *   it cannot ride in an esbuild bundle) as `node_modules/oxigraph/`.
 */
export const BUNDLES_DIR_NAME = 'ontologies';

/** manifest.json, NOTICE and every bundle file the manifest names, relative to the bundles folder. */
export function shippedBundleFiles(sourceDir: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(sourceDir, 'manifest.json'), 'utf8')) as {
    bundles: { file: string }[];
  };
  return ['manifest.json', 'NOTICE', ...manifest.bundles.map((b) => b.file)];
}

export const sparqlEnginePackage = 'oxigraph';
export const sparqlEngineShippedFiles = ['package.json', 'node.js', 'node_bg.wasm'] as const;
