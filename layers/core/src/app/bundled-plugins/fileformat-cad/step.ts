import type { Readable } from 'node:stream';
import { CAD, CadParseError, FactList, MAX_LISTED, MFFD, type CadFact } from './facts.ts';

/**
 * ISO 10303-21 (STEP physical file) metadata, streamed: the file is cut into statements at `;`
 * outside strings and comments. Header statements are kept whole (capped); of a data statement
 * only its first bytes are kept, enough for `#12=TYPE(` or `#12=(TYPE(`, so memory stays flat
 * whatever the file's size.
 */
const HEADER_STATEMENT_CAP = 1 << 20;
const DATA_PREFIX_CAP = 160;

type Section = 'preamble' | 'header' | 'data' | 'end';

export type StepParam = string | null | StepParam[];

/** Parses the parameter list of a header statement: strings, lists, `$`, `*`, numbers, enums. */
export function parseStepParams(text: string): StepParam[] {
  let i = 0;
  const ws = () => {
    while (i < text.length && /\s/.test(text[i] ?? '')) i++;
  };
  const value = (): StepParam => {
    ws();
    const ch = text[i];
    if (ch === "'") {
      let out = '';
      i++;
      while (i < text.length) {
        if (text[i] === "'") {
          if (text[i + 1] === "'") {
            out += "'";
            i += 2;
            continue;
          }
          i++;
          return decodeStepString(out);
        }
        out += text[i];
        i++;
      }
      throw new CadParseError('unterminated string in the STEP header');
    }
    if (ch === '(') {
      i++;
      const items: StepParam[] = [];
      ws();
      if (text[i] === ')') {
        i++;
        return items;
      }
      for (;;) {
        items.push(value());
        ws();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] === ')') {
          i++;
          return items;
        }
        throw new CadParseError(`unexpected "${text[i] ?? 'end'}" in a STEP header list`);
      }
    }
    const start = i;
    while (i < text.length && !/[,)\s]/.test(text[i] ?? '')) i++;
    const token = text.slice(start, i);
    return token === '$' || token === '*' ? null : token;
  };
  ws();
  const top = value();
  return Array.isArray(top) ? top : [top];
}

/** `\X2\00E9\X0\`, `\X\E9` and `\\` escapes of ISO 10303-21 strings. */
function decodeStepString(s: string): string {
  return s
    .replace(/\\X2\\((?:[0-9A-F]{4})+)\\X0\\/gi, (_, hex: string) =>
      String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16))),
    )
    .replace(/\\X\\([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\\\\/g, '\\');
}

/** AP203 / AP214 / AP242 (or the part number) from a FILE_SCHEMA entry. */
export function applicationProtocol(schema: string): string | null {
  const s = schema.toUpperCase();
  const part = /\{\s*1\s+0\s+10303\s+(\d+)/.exec(s)?.[1];
  if (part === '442' || s.startsWith('AP242')) return 'AP242';
  if (part === '214' || s.startsWith('AUTOMOTIVE_DESIGN') || s.startsWith('AP214')) return 'AP214';
  if (part === '203' || s.startsWith('CONFIG_CONTROL_DESIGN') || s.startsWith('AP203')) return 'AP203';
  if (part) return `AP${part}`;
  return null;
}

interface Header {
  description: string[];
  implementationLevel: string | null;
  fileName: StepParam[] | null;
  schemas: string[];
}

const strings = (p: StepParam | undefined): string[] =>
  Array.isArray(p) ? p.flatMap(strings) : typeof p === 'string' && p !== '' ? [p] : [];
const one = (p: StepParam | undefined): string | null => (typeof p === 'string' && p !== '' ? p : null);

export async function parseStep(body: Readable): Promise<CadFact[]> {
  const header: Header = { description: [], implementationLevel: null, fileName: null, schemas: [] };
  const counts = new Map<string, number>();
  let entities = 0;
  let section = 'preamble' as Section;
  let sawMagic = false;

  let stmt = '';
  let inString = false;
  let inComment = false;
  let prev = 0;

  const statement = (raw: string): void => {
    const s = raw.trim();
    if (!sawMagic) {
      if (s.toUpperCase() !== 'ISO-10303-21')
        throw new CadParseError('not an ISO 10303-21 file: it does not begin with "ISO-10303-21;"');
      sawMagic = true;
      return;
    }
    const upper = s.slice(0, 20).toUpperCase();
    if (upper === 'HEADER') {
      section = 'header';
      return;
    }
    if (upper === 'DATA' || upper.startsWith('DATA(') || upper.startsWith('DATA (')) {
      section = 'data';
      return;
    }
    if (upper === 'ENDSEC') {
      if (section === 'header') section = 'preamble';
      return;
    }
    if (upper === 'END-ISO-10303-21') {
      section = 'end';
      return;
    }
    if (section === 'header') {
      const m = /^([A-Z_][A-Z0-9_]*)\s*(\(.*\))\s*$/is.exec(s);
      if (!m) return;
      const params = parseStepParams(m[2] ?? '()');
      switch ((m[1] ?? '').toUpperCase()) {
        case 'FILE_DESCRIPTION':
          header.description = strings(params[0]);
          header.implementationLevel = one(params[1]);
          break;
        case 'FILE_NAME':
          header.fileName = params;
          break;
        case 'FILE_SCHEMA':
          header.schemas = strings(params[0]);
          break;
      }
      return;
    }
    if (section === 'data') {
      const m = /^#\d+\s*=\s*\(?\s*([A-Za-z_][A-Za-z0-9_]*)/.exec(s);
      if (!m) return;
      entities++;
      const type = (m[1] ?? '').toUpperCase();
      counts.set(type, (counts.get(type) ?? 0) + 1);
    }
  };

  body.setEncoding('latin1');
  for await (const chunk of body as AsyncIterable<string>) {
    let start = 0;
    const cap = section === 'data' ? DATA_PREFIX_CAP : HEADER_STATEMENT_CAP;
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk.charCodeAt(i);
      if (inComment) {
        if (c === 47 /* / */ && prev === 42 /* * */) {
          inComment = false;
          start = i + 1;
          prev = 0;
        } else prev = c;
        continue;
      }
      if (inString) {
        if (c === 39 /* ' */) inString = false;
        continue;
      }
      if (c === 39) {
        inString = true;
        continue;
      }
      if (c === 42 && prev === 47) {
        // A comment opens: keep the statement text before it, without the "/" (maybe from the last chunk).
        if (stmt.length < cap) stmt += chunk.slice(start, i);
        if (stmt.endsWith('/*')) stmt = stmt.slice(0, -2);
        else if (stmt.endsWith('/')) stmt = stmt.slice(0, -1);
        inComment = true;
        prev = 0;
        continue;
      }
      prev = c;
      if (c === 59 /* ; */) {
        if (stmt.length < cap) stmt += chunk.slice(start, Math.min(i, start + cap));
        statement(stmt);
        stmt = '';
        start = i + 1;
      }
    }
    if (!inComment && stmt.length < cap) stmt += chunk.slice(start, start + cap);
    if (stmt.length > HEADER_STATEMENT_CAP) throw new CadParseError('a STEP header statement exceeds 1 MiB');
  }
  if (!sawMagic) throw new CadParseError('not an ISO 10303-21 file: it does not begin with "ISO-10303-21;"');
  if (section !== 'end') throw new CadParseError('truncated STEP file: no "END-ISO-10303-21;"');

  const f = new FactList();
  const ap = header.schemas.map(applicationProtocol).find((x) => x !== null) ?? null;
  const fileName = header.fileName ?? [];
  const originatingSystem = one(fileName[5]);
  f.add(`${MFFD}format`, 'STEP')
    .add(`${MFFD}status`, 'parsed')
    .add(`${MFFD}applicationProtocol`, ap)
    .add(`${MFFD}originatingSystem`, originatingSystem);
  for (const d of header.description) f.add(`${CAD}step:description`, d);
  f.add(`${CAD}step:implementationLevel`, header.implementationLevel);
  f.add(`${CAD}step:name`, one(fileName[0]));
  f.add(`${CAD}step:timestamp`, one(fileName[1]));
  for (const a of strings(fileName[2])) f.add(`${CAD}step:author`, a);
  for (const o of strings(fileName[3])) f.add(`${CAD}step:organization`, o);
  f.add(`${CAD}step:preprocessorVersion`, one(fileName[4]));
  f.add(`${CAD}step:originatingSystem`, originatingSystem);
  f.add(`${CAD}step:authorization`, one(fileName[6]));
  for (const s of header.schemas) f.add(`${CAD}step:schema`, s);
  f.add(`${CAD}step:entityCount`, entities);
  f.add(`${CAD}step:entityTypeCount`, counts.size);
  const byCount = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, MAX_LISTED);
  for (const [type, n] of byCount) f.add(`${CAD}step:entityCount:${type}`, n);
  return f.facts;
}
