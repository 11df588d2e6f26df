import { describe, expect, it } from 'vitest';
import { journalSave, lastEdit } from '../../../console/src/logic/journal-edit.ts';

describe('saving the lab journal editor', () => {
  it('creates without an entry being edited, updates one that changed, sends nothing for one that did not', () => {
    expect(journalSave(undefined, '<p>x</p>')).toEqual({ kind: 'create' });
    const editing = { id: '9007199254740993', html: '<p>Annealed at <b>600 °C</b></p>' };
    expect(journalSave(editing, '<p>Annealed at <b>650 °C</b></p>')).toEqual({
      kind: 'update',
      entryId: '9007199254740993',
    });
    expect(journalSave(editing, ' <p>Annealed at\n<b>600 °C</b></p> ')).toEqual({
      kind: 'unchanged',
      entryId: '9007199254740993',
    });
  });

  it('names the last edit only when the entry changed after it was written', () => {
    const created = '2026-11-27T01:00:00.000Z';
    expect(lastEdit({ createdAt: created, updatedAt: null, updatedBy: null })).toBeUndefined();
    expect(lastEdit({ createdAt: created, updatedAt: created, updatedBy: 'ann' })).toBeUndefined();
    expect(lastEdit({ createdAt: created, updatedAt: '2026-11-27T02:00:00.000Z', updatedBy: 'bob' })).toEqual({
      who: 'bob',
      at: '2026-11-27T02:00:00.000Z',
    });
  });
});
