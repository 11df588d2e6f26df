import { pluginRuntime } from './runtime.ts';
import type { AnnotationParser } from './types.ts';

export interface ActiveParser {
  readonly pluginId: string;
  readonly parser: AnnotationParser;
}

/** Lower-case extension without the dot (`Part.STP` → `stp`), empty when there is none. */
export const extensionOf = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot + 1).toLowerCase();
};

/** The annotation parsers of the plugins enabled right now, with their plugin's id. */
export async function activeAnnotationParsers(): Promise<ActiveParser[]> {
  const rt = await pluginRuntime();
  return rt.registry
    .entries(rt.toggles)
    .filter((e) => rt.toggles.effective(e.id))
    .flatMap((e) =>
      (rt.registry.contributions(e.id)?.annotationParsers ?? []).map((parser) => ({ pluginId: e.id, parser })),
    );
}

/** Bytes a parser's `sniff` sees. */
export const SNIFF_BYTES = 512;

/**
 * The enabled parsers claiming this file: by extension, or by content when a parser sniffs
 * (`head` is asked for only then, so uploads pay for a read of the first bytes only while such a
 * plugin is enabled).
 */
export async function parsersForFile(
  fileName: string,
  head: () => Promise<Buffer | undefined>,
): Promise<ActiveParser[]> {
  const ext = extensionOf(fileName);
  const active = await activeAnnotationParsers();
  const byName = active.filter((p) => ext !== '' && p.parser.extensions.includes(ext));
  const sniffers = active.filter((p) => p.parser.sniff && !byName.includes(p));
  if (sniffers.length === 0) return byName;
  const bytes = await head();
  if (!bytes) return byName;
  return [...byName, ...sniffers.filter((p) => p.parser.sniff?.(bytes.subarray(0, SNIFF_BYTES)))];
}
