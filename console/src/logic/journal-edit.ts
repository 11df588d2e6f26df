/**
 * Editing a lab journal entry in the same editor that adds one: what a save does. The content is
 * compared after the same sanitising (the caller passes both sides cleaned), so re-saving an
 * entry as it was loaded sends nothing.
 */
export interface EditedEntry {
  /** The entry's id (its decimal digits). */
  id: string;
  /** Its content as loaded into the editor, sanitised. */
  html: string;
}

export type JournalSave =
  | { kind: 'create' }
  | { kind: 'update'; entryId: string }
  | { kind: 'unchanged'; entryId: string };

const normal = (html: string): string => html.replace(/\s+/g, ' ').trim();

export function journalSave(editing: EditedEntry | undefined, html: string): JournalSave {
  if (!editing) return { kind: 'create' };
  return normal(editing.html) === normal(html)
    ? { kind: 'unchanged', entryId: editing.id }
    : { kind: 'update', entryId: editing.id };
}

/** Who changed an entry last and when, once it was changed after it was written (else undefined). */
export function lastEdit(e: {
  createdAt: string;
  updatedAt: string | null;
  updatedBy: string | null;
}): { who: string; at: string } | undefined {
  if (!e.updatedAt || e.updatedAt === e.createdAt) return undefined;
  return { who: e.updatedBy ?? '', at: e.updatedAt };
}
