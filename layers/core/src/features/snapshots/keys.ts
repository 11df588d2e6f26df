/**
 * The order a snapshot keeps its entries in, the same for every snapshot so that a diff is a
 * merge-join: the Collection first (`#<appId>`), then each DataObject by appId (`<appId>`)
 * followed by its references and lab journal entries by appId (`<dataObjectAppId>/<appId>`).
 * An entity's key never changes between snapshots: references and lab journal entries belong to
 * one DataObject for life, and DataObjects to one Collection. AppIds are ASCII (UUIDs), so
 * JavaScript's string order is DynamoDB's byte order.
 */
export const collectionKey = (appId: string) => `#${appId}`;
export const dataObjectKey = (appId: string) => appId;
export const childKey = (dataObjectAppId: string, appId: string) => `${dataObjectAppId}/${appId}`;

/** The entity appId an entry key names. */
export function appIdOfKey(key: string): string {
  if (key.startsWith('#')) return key.slice(1);
  const slash = key.lastIndexOf('/');
  return slash < 0 ? key : key.slice(slash + 1);
}
