import { ApiError } from '../api/problems.ts';

/**
 * Creating and deleting HDF containers (`POST /v2/hdf-containers`, `DELETE /v2/hdf-containers/{appId}`):
 * the create form's check and what a refusal means for the user. The route table declares 400,
 * 403, 404 and 503 for them; a 409 is explained too, should a future row answer one.
 */

/** The longest name the API takes (kernel/bounds.ts `name`; a unit test ties it to the OpenAPI document). */
export const HDF_NAME_MAX = 1024;

/** A problem with the name typed (a message key below `hdfManage.problem`), or undefined when it may be sent. */
export function hdfNameProblem(name: string): 'blank' | 'long' | undefined {
  if (name.trim() === '') return 'blank';
  if (name.length > HDF_NAME_MAX) return 'long';
  return undefined;
}

export type HdfContainerAction = 'create' | 'delete';

/**
 * What a refusal of `action` means (a message key below `hdfManage.refusal`), or undefined when
 * the error is not an API answer with one of the explained statuses (the problem itself is shown
 * either way).
 */
export function hdfRefusal(action: HdfContainerAction, error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  switch (error.status) {
    case 400:
      return 'invalid';
    case 403:
      return action === 'create' ? 'createForbidden' : 'deleteForbidden';
    case 404:
      return action === 'create' ? 'off' : 'gone';
    case 409:
      return 'conflict';
    case 503:
      return 'unavailable';
    default:
      return undefined;
  }
}
