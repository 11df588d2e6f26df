import { ApiError } from '../api/problems.ts';
import { longerThan } from './characters.ts';

/**
 * Creating and deleting HDF containers (`POST /v2/hdf-containers`, `DELETE /v2/hdf-containers/{appId}`):
 * the create form's check and what a refusal means for the user. The route table declares 400,
 * 403, 404 and 503 for them; a 409 is explained too, should a future row answer one.
 */

/**
 * The longest name the API takes, in characters (code points; kernel/bounds.ts `name`; a unit test
 * ties it to the OpenAPI document).
 */
export const HDF_NAME_MAX = 1024;

/** A problem with the name typed (a message key below `hdfManage.problem`), or undefined when it may be sent. */
export function hdfNameProblem(name: string): 'blank' | 'long' | undefined {
  if (name.trim() === '') return 'blank';
  if (longerThan(name, HDF_NAME_MAX)) return 'long';
  return undefined;
}

/**
 * The key of the history entry's state (`history.state`) that names the HDF container just deleted:
 * its page sends the user back to the list with it, never in the URL, so a link cannot forge the
 * success message.
 */
export const HDF_DELETED_STATE = 'hdfDeleted';

/** The name of the container just deleted, read from a history entry's state ('' when none). */
export function hdfDeletedName(state: unknown): string {
  if (typeof state !== 'object' || state === null) return '';
  const v = (state as Record<string, unknown>)[HDF_DELETED_STATE];
  return typeof v === 'string' ? v : '';
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
