/** The container kinds the containers page lists, and which of them this instance has. */
export const CONTAINER_KINDS = ['file', 'timeseries', 'structured', 'spatial', 'hdf'] as const;
export type ContainerKind = (typeof CONTAINER_KINDS)[number];

/** The feature toggle (GET /v2/admin/features) a kind depends on; kinds without one are always there. */
export const KIND_FEATURE: Partial<Record<ContainerKind, string>> = {
  spatial: 'svc.spatial-data.enabled',
  hdf: 'svc.hdf.enabled',
};

export interface FeatureRow {
  name: string;
  enabled: boolean;
}

/**
 * The kinds to show. `features` is the features list when the caller may read it (instance
 * admins), else undefined: then spatial is shown (its own list answers whether it is on) and HDF
 * only when `hdfOffered` (config.json names an HSDS endpoint for browsers, which the instance
 * writes while HDF is on): it has no list operation to ask, and its surface is off by default.
 */
export function visibleKinds(features: readonly FeatureRow[] | undefined, hdfOffered = false): ContainerKind[] {
  return CONTAINER_KINDS.filter((kind) => {
    const toggle = KIND_FEATURE[kind];
    if (!toggle) return true;
    const row = features?.find((f) => f.name === toggle);
    if (row) return row.enabled;
    return kind !== 'hdf' || hdfOffered;
  });
}
