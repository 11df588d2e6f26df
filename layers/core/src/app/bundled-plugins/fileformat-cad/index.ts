import type { Readable } from 'node:stream';
import type { PluginManifestInput } from '../../../platform/plugins/manifest.ts';
import type { AnnotationParser, RegistrationHook } from '../../../platform/plugins/types.ts';
import { SpoolTooLarge } from '../../../platform/storage/spool.ts';
import { CadParseError, unparseable, type CadFact } from './facts.ts';

/**
 * CAD metadata (docs/cad.md): after a `.step`/`.stp`, `.3dxml`, `.jt` or `.obj` upload the
 * files feature queues the file; the `file-metadata` worker streams it through the parser
 * registered here and stores the facts as semantic annotations. No REST endpoints.
 */
export const manifest: PluginManifestInput = {
  id: 'fileformat-cad',
  version: '1.0.0',
  svcCompatibility: '>=0.1.0,<1',
  title: 'CAD file metadata',
  description:
    'Parses STEP, 3DXML, JT and OBJ uploads in the background and annotates their file container (urn:svc:cad:, urn:svc:mffd:cad:).',
  licence: 'Apache-2.0',
};

/** `size`, when known, lets a reader that spools refuse a file its temporary storage cannot hold. */
type FormatParser = (body: Readable, size?: number) => Promise<CadFact[]>;
const formats = [
  { id: 'cad-step', format: 'STEP', extensions: ['step', 'stp'] },
  { id: 'cad-obj', format: 'OBJ', extensions: ['obj'] },
  { id: 'cad-3dxml', format: '3DXML', extensions: ['3dxml'] },
  { id: 'cad-jt', format: 'JT', extensions: ['jt'] },
] as const;
export type CadParserId = (typeof formats)[number]['id'];

/**
 * The format readers (saxes, yauzl: some 60 KB) are installed by the file-metadata worker alone
 * (implementations.ts), so the HTTP functions, which only need to know which files to queue,
 * do not carry them.
 */
let implementations: Readonly<Record<CadParserId, FormatParser>> | undefined;
export function useCadImplementations(impl: Readonly<Record<CadParserId, FormatParser>>): void {
  implementations = impl;
}

/** A parser whose unparseable input yields the "unparseable" facts instead of an error. */
export function cadParser(f: (typeof formats)[number]): AnnotationParser {
  return {
    id: f.id,
    extensions: f.extensions,
    parse: async ({ body, size }) => {
      try {
        const parse = implementations?.[f.id];
        if (!parse)
          throw new Error(
            'the CAD format readers are not loaded in this function (only the file-metadata worker loads them)',
          );
        return await parse(body, size);
      } catch (error) {
        // Storage and stream failures propagate (the message is retried); bad bytes are a fact.
        if (
          error instanceof CadParseError ||
          error instanceof SpoolTooLarge ||
          error instanceof SyntaxError ||
          error instanceof RangeError
        )
          return unparseable(f.format, error.message);
        throw error;
      } finally {
        body.destroy();
      }
    },
  };
}

export const cadParsers: readonly AnnotationParser[] = formats.map(cadParser);

export const register: RegistrationHook = (ctx) => {
  for (const p of cadParsers) ctx.registerAnnotationParser(p);
};
