import { pluginRuntime } from './runtime.ts';
import type { AnnotationParser } from './types.ts';

export interface ActiveParser { readonly pluginId: string; readonly parser: AnnotationParser }

/** Lower-case extension without the dot (`Part.STP` → `stp`), empty when there is none. */
export const extensionOf = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot + 1).toLowerCase();
};

/** The annotation parsers of the plugins enabled right now, with their plugin's id. */
export async function activeAnnotationParsers(): Promise<ActiveParser[]> {
  const rt = await pluginRuntime();
  return rt.registry.entries(rt.toggles)
    .filter((e) => rt.toggles.effective(e.id))
    .flatMap((e) => (rt.registry.contributions(e.id)?.annotationParsers ?? []).map((parser) => ({ pluginId: e.id, parser })));
}

/** The enabled parsers claiming this file name's extension. */
export async function parsersForFile(fileName: string): Promise<ActiveParser[]> {
  const ext = extensionOf(fileName);
  if (!ext) return [];
  return (await activeAnnotationParsers()).filter((p) => p.parser.extensions.includes(ext));
}
