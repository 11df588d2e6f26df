import type { Principal } from '../../kernel/principal.ts';
import { ProblemError, notFound } from '../../kernel/problem.ts';
import { pluginRuntime } from '../../platform/plugins/runtime.ts';
import { callSlot, resolveSlot } from '../ai/invoke.ts';
import { createLabJournalEntry, type LabJournalEntryView } from '../references/lab-journal.ts';
import { dataObjectContext } from './context.ts';
import { journalHtmlFromModel } from './html.ts';
import { wikiPrompt } from './prompt.ts';

export const WIKI_WRITER = 'wiki-writer';

async function requireWikiWriter(): Promise<void> {
  const rt = await pluginRuntime();
  await rt.toggles.refresh(5_000, { waitMs: 250 });
  if (!rt.registry.entries(rt.toggles).some((e) => e.id === WIKI_WRITER) || !rt.toggles.effective(WIKI_WRITER)) {
    throw notFound('The wiki-writer plugin is disabled (svc.plugins.wiki-writer.enabled).');
  }
}

/**
 * Writes a lab journal entry about a DataObject with the TEXT capability (Write on its
 * Collection). Order matters: the gate and the slot are checked before anything is sent, and the
 * entry is created only from a usable answer, so a provider failure (502/503) writes nothing.
 */
export async function wikiWrite(
  principal: Principal,
  cid: string,
  did: string,
  via: { method: string; path: string },
): Promise<LabJournalEntryView> {
  await requireWikiWriter();
  const ctx = await dataObjectContext(principal, cid, did, 'write');
  const slot = await resolveSlot('TEXT');
  const result = await callSlot(slot, wikiPrompt(ctx, slot.binding.maxInputChars), {
    target: { kind: 'DataObject', appId: ctx.appId, collectionAppId: ctx.collectionAppId },
    agent: principal.username,
    via,
  });
  const html = journalHtmlFromModel(result.text);
  if (html === '') {
    throw new ProblemError(
      'dependency.refused',
      `${slot.provider.id} (TEXT, model ${slot.binding.model}) answered no usable text; nothing was written.`,
      { capability: 'TEXT', provider: slot.provider.id },
    );
  }
  return createLabJournalEntry(principal, ctx.id, html);
}
