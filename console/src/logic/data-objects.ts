import { unwrapBody } from '../api/client.ts';
import { api } from '../api/instance.ts';
import { idText } from '../api/lossless.ts';
import type { DataObject, DataObjectListQuery } from '../api/types.ts';

/** One page of a Collection's DataObjects (the legacy list: parentId -1 selects the top level). */
export function dataObjectPage(collectionId: string, query: DataObjectListQuery): Promise<DataObject[]> {
  return unwrapBody(
    api().GET('/svc/api/collections/{collectionId}/dataObjects', {
      params: { path: { collectionId }, query },
    }),
  );
}

/** Every DataObject a filter selects, a page of `size` per request (requests per page, never per row). */
export async function allDataObjects(
  collectionId: string,
  query: Omit<DataObjectListQuery, 'page' | 'size'>,
  size = 250,
): Promise<DataObject[]> {
  const out: DataObject[] = [];
  for (let page = 0; ; page++) {
    const rows = await dataObjectPage(collectionId, { ...query, page, size });
    out.push(...rows);
    if (rows.length < size) return out;
  }
}

/** A node of the DataObject tree; `children` is [] until loaded when the object has any. */
export interface TreeNode {
  id: string;
  title: string;
  children?: TreeNode[];
}

export const treeNode = (d: DataObject): TreeNode => ({
  id: idText(d.id),
  title: d.name,
  ...(d.childrenIds.length > 0 ? { children: [] } : {}),
});
