import type { z } from 'zod';
import { formatTable } from '../output.ts';
import type { BuiltinGroup } from '../runtime.ts';
import { featureList } from '../../../layers/core/src/features/admin/wire.ts';

/** The server's own wire shape. */
export const featureListSchema = featureList;
export type Feature = z.output<typeof featureList>[number];

/** JSON: `{"features": [{"name", "enabled", "description"}]}`, in the server's order. */
export function featuresJson(features: readonly Feature[]): { features: Feature[] } {
  return { features: features.map((f) => ({ name: f.name, enabled: f.enabled, description: f.description })) };
}

export function featuresTable(features: readonly Feature[]): string {
  return formatTable<Feature>(
    [
      { header: 'name', value: (f) => f.name },
      { header: 'enabled', value: (f) => f.enabled },
      { header: 'description', value: (f) => f.description },
    ],
    features,
  );
}

export const featuresGroup: BuiltinGroup = {
  name: 'features',
  description: 'Feature toggles of the instance',
  register(group, rt) {
    group
      .command('list')
      .description('List every feature toggle with its effective value (GET /v2/admin/features)')
      .action(
        rt.action(async ({ client, out }) => {
          const features = await client().get('/v2/admin/features', featureListSchema);
          out.result(featuresJson(features), () => featuresTable(features));
        }),
      );
  },
};
