import * as z from 'zod';
import { chars } from '../../kernel/bounds.ts';
import { defineSingleton } from '../../platform/config/singletons.ts';
import { config } from '../../platform/config/load.ts';

/**
 * The runtime semantic config singleton (docs/semantic.md; docs/plugins.md, Runtime configuration singletons): the set
 * `disabledBundles`. Its default is the install default (`svc.semantic.internal.preseed-
 * ontologies.skip-bundles`); once stored, it wins over the deploy-time list (the seed pass also
 * honours the skip list, so a bundle skipped at install stays skipped until enabled here).
 */
export const semanticConfig = defineSingleton({
  id: 'semantic',
  description: 'Ontology bundles switched off at runtime (`disabledBundles`); required bundles ignore it.',
  schema: z.object({
    disabledBundles: z
      .array(chars(z.string().min(1), 64))
      .max(256)
      .transform((xs) => [...new Set(xs)].sort()),
  }),
  defaults: { disabledBundles: [] as string[] },
});

export const skipList = (): readonly string[] => config()['svc.semantic.internal.preseed-ontologies.skip-bundles'];
