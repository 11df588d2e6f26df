import type { RouteDef } from '../../kernel/route-types.ts';
import { authErrors, problemResponse } from '../../kernel/route-common.ts';
import { labJournalEntry } from '../references/wire.ts';

/** The wiki-writer plugin's route (group `plugins`). */
export const wikiWriterRoutes = [
  {
    operationId: 'wikiWrite',
    method: 'POST',
    path: '/v2/collections/{cid}/data-objects/{did}/wiki-write',
    group: 'plugins',
    auth: 'authenticated',
    shelf: 'v2',
    summary:
      "Writes a lab journal entry about a DataObject with the TEXT capability of the ai plugin (Write on the Collection; `cid` and `did` are appIds or legacy ids). The prompt holds the DataObject's name, description, attributes, references, latest lab journal entries and latest changes, each bounded; the answer is sanitised like every entry and stored. Answers the new entry. Nothing is written when the provider fails.",
    tags: ['ai', 'labJournalEntry'],
    provenance: {
      targetKind: 'LabJournalEntry',
      target: { from: 'response', field: 'appId' },
      collection: { from: 'path', param: 'cid', appIdOf: { label: 'BasicEntity' } },
      actionKind: 'CREATE',
    },
    responses: {
      201: { description: 'The new lab journal entry', schema: labJournalEntry },
      ...authErrors,
      404: problemResponse('No such Collection or DataObject, or the wiki-writer plugin is off'),
      409: problemResponse(
        'The TEXT capability is unavailable: the ai plugin is off or the slot is not bound (the problem names it)',
      ),
      502: problemResponse('The provider refused the request or answered nothing usable; nothing was written'),
      503: problemResponse('The provider did not answer in time or kept throttling; nothing was written'),
    },
  },
] as const satisfies readonly RouteDef[];
