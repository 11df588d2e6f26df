/**
 * A structured-data document as a tree the console can show exactly. The API answers the stored
 * text unchanged (docs/structured-data.md): key order, duplicate keys and numbers such as
 * `12345678901234567890` or `1e400` must reach the screen as written, which `JSON.parse` would
 * not do (it rounds to a double and keeps the last of duplicate keys). So the text is read by a
 * small parser of its own that keeps every number's source text and every member in order.
 */

export type JsonKind = 'object' | 'array' | 'string' | 'number' | 'boolean' | 'null';

export interface JsonNode {
  /** Path-like id, unique in the document: `$`, `$.0`, `$.0.3` (member and element positions). */
  readonly id: string;
  readonly kind: JsonKind;
  /** The member name (objects), or undefined for array elements and the root. */
  readonly key: string | undefined;
  /** The element position in its array, or undefined. */
  readonly index: number | undefined;
  /** Scalars: a string's value, a number's source text (exact), `true`/`false`/`null`. */
  readonly text: string;
  readonly children: readonly JsonNode[];
}

export class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly offset: number,
    readonly line: number,
    readonly column: number,
  ) {
    super(message);
    this.name = 'JsonSyntaxError';
  }
}

/** Above this depth the parser stops (a hostile document must not overflow the stack). */
export const MAX_DEPTH = 512;

const WS = new Set([' ', '\t', '\n', '\r']);
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

/** Parses JSON text (RFC 8259) into a tree; throws JsonSyntaxError naming the line and column. */
export function parseJsonTree(text: string): JsonNode {
  let i = 0;
  const fail = (what: string): never => {
    const before = text.slice(0, i);
    const line = before.split('\n').length;
    const column = i - before.lastIndexOf('\n');
    throw new JsonSyntaxError(what, i, line, column);
  };
  const skip = () => {
    while (i < text.length && WS.has(text[i] as string)) i++;
  };
  const str = (): string => {
    i++; // opening quote
    let out = '';
    for (;;) {
      if (i >= text.length) fail('unterminated string');
      const c = text[i] as string;
      if (c === '"') {
        i++;
        return out;
      }
      if (c === '\\') {
        const e = text[i + 1];
        if (e === 'u') {
          const hex = text.slice(i + 2, i + 6);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail('bad \\u escape');
          out += String.fromCharCode(Number.parseInt(hex, 16));
          i += 6;
        } else if (e !== undefined && ESCAPES[e] !== undefined) {
          out += ESCAPES[e];
          i += 2;
        } else fail('bad escape');
        continue;
      }
      if (c < ' ') fail('control character in a string');
      // A run of plain characters in one slice.
      let j = i + 1;
      while (j < text.length) {
        const d = text[j] as string;
        if (d === '"' || d === '\\' || d < ' ') break;
        j++;
      }
      out += text.slice(i, j);
      i = j;
    }
  };
  const value = (id: string, key: string | undefined, index: number | undefined, depth: number): JsonNode => {
    if (depth > MAX_DEPTH) fail(`nested deeper than ${MAX_DEPTH}`);
    skip();
    const c = text[i];
    if (c === '{') {
      i++;
      const children: JsonNode[] = [];
      skip();
      if (text[i] === '}') {
        i++;
        return { id, kind: 'object', key, index, text: '', children };
      }
      for (;;) {
        skip();
        if (text[i] !== '"') fail('expected a member name');
        const name = str();
        skip();
        if (text[i] !== ':') fail("expected ':'");
        i++;
        children.push(value(`${id}.${children.length}`, name, undefined, depth + 1));
        skip();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] === '}') {
          i++;
          return { id, kind: 'object', key, index, text: '', children };
        }
        fail("expected ',' or '}'");
      }
    }
    if (c === '[') {
      i++;
      const children: JsonNode[] = [];
      skip();
      if (text[i] === ']') {
        i++;
        return { id, kind: 'array', key, index, text: '', children };
      }
      for (;;) {
        children.push(value(`${id}.${children.length}`, undefined, children.length, depth + 1));
        skip();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] === ']') {
          i++;
          return { id, kind: 'array', key, index, text: '', children };
        }
        fail("expected ',' or ']'");
      }
    }
    if (c === '"') return { id, kind: 'string', key, index, text: str(), children: [] };
    for (const word of ['true', 'false', 'null'] as const)
      if (text.startsWith(word, i)) {
        i += word.length;
        return { id, kind: word === 'null' ? 'null' : 'boolean', key, index, text: word, children: [] };
      }
    NUMBER.lastIndex = i;
    const m = NUMBER.exec(text);
    if (m) {
      i += m[0].length;
      return { id, kind: 'number', key, index, text: m[0], children: [] };
    }
    return fail(i >= text.length ? 'unexpected end of the text' : `unexpected character '${c}'`);
  };
  const root = value('$', undefined, undefined, 0);
  skip();
  if (i < text.length) fail('text after the end of the value');
  return root;
}

/** The create form's limits: the API's (docs/structured-data.md; route table `structured-data`). */
export const DOCUMENT_BOUNDS = { minChars: 2, maxBytes: 3 * 1024 * 1024, name: 1024 } as const;

/** Above this many bytes the page asks before drawing the tree and offers a download instead. */
export const TREE_GUARD_BYTES = 1024 * 1024;

export const utf8Bytes = (text: string): number => new TextEncoder().encode(text).length;

export type DocumentProblem =
  | { code: 'required' }
  | { code: 'tooLarge'; bytes: number; max: number }
  | { code: 'notContainer' }
  | { code: 'surrogate' }
  | { code: 'syntax'; line: number; column: number; message: string };

/** Why pasted text cannot be stored as a document (the API's rules), or null when it can. */
export function documentProblem(text: string): DocumentProblem | null {
  if (text.trim().length < DOCUMENT_BOUNDS.minChars) return { code: 'required' };
  const bytes = utf8Bytes(text);
  if (bytes > DOCUMENT_BOUNDS.maxBytes) return { code: 'tooLarge', bytes, max: DOCUMENT_BOUNDS.maxBytes };
  // A lone surrogate is not well-formed Unicode (the API refuses it).
  if (/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text)) return { code: 'surrogate' };
  try {
    const root = parseJsonTree(text);
    return root.kind === 'object' || root.kind === 'array' ? null : { code: 'notContainer' };
  } catch (e) {
    if (!(e instanceof JsonSyntaxError)) throw e;
    // Deeper than the tree draws is still JSON the API stores (it reads with JSON.parse).
    if (e.message.startsWith('nested deeper')) {
      try {
        JSON.parse(text);
        return null;
      } catch {
        // not JSON after all: the position below is where the tree's reader stopped
      }
    }
    return { code: 'syntax', line: e.line, column: e.column, message: e.message };
  }
}

/** A visible line of the tree: a node, or the "more children" line of a long object or array. */
export type TreeRow =
  | { readonly type: 'node'; readonly node: JsonNode; readonly level: number; readonly parent: string | undefined }
  | {
      readonly type: 'more';
      readonly id: string;
      readonly of: string;
      readonly level: number;
      readonly hidden: number;
      readonly parent: string;
    };

/** How many children of an open node are drawn at first, and how many each "more" adds. */
export const CHILD_PAGE = 200;

export const rowId = (r: TreeRow): string => (r.type === 'node' ? r.node.id : r.id);

/**
 * The rows shown: the root, and the children of every open node, at most `shown[id]` (else
 * CHILD_PAGE) of them followed by a "more" row. Only open nodes are walked, so a large document
 * costs what is open, not what it holds.
 */
export function visibleRows(
  root: JsonNode,
  open: ReadonlySet<string>,
  shown: Readonly<Record<string, number>> = {},
): TreeRow[] {
  const rows: TreeRow[] = [];
  const walk = (node: JsonNode, level: number, parent: string | undefined) => {
    rows.push({ type: 'node', node, level, parent });
    if (!open.has(node.id) || node.children.length === 0) return;
    const limit = shown[node.id] ?? CHILD_PAGE;
    for (const child of node.children.slice(0, limit)) walk(child, level + 1, node.id);
    if (node.children.length > limit)
      rows.push({
        type: 'more',
        id: `${node.id}+`,
        of: node.id,
        level: level + 1,
        hidden: node.children.length - limit,
        parent: node.id,
      });
  };
  walk(root, 1, undefined);
  return rows;
}

export const isBranch = (n: JsonNode): boolean => n.kind === 'object' || n.kind === 'array';

/** What a key press on the focused row does (the ARIA tree pattern). */
export type TreeAction =
  | { type: 'focus'; id: string }
  | { type: 'open'; id: string }
  | { type: 'close'; id: string }
  | { type: 'more'; of: string }
  | { type: 'none' };

export function keyAction(
  key: string,
  rows: readonly TreeRow[],
  focused: string,
  open: ReadonlySet<string>,
): TreeAction {
  const at = rows.findIndex((r) => rowId(r) === focused);
  if (at < 0) return rows[0] ? { type: 'focus', id: rowId(rows[0]) } : { type: 'none' };
  const row = rows[at] as TreeRow;
  const focus = (r: TreeRow | undefined): TreeAction => (r ? { type: 'focus', id: rowId(r) } : { type: 'none' });
  switch (key) {
    case 'ArrowDown':
      return focus(rows[at + 1]);
    case 'ArrowUp':
      return focus(rows[at - 1]);
    case 'Home':
      return focus(rows[0]);
    case 'End':
      return focus(rows[rows.length - 1]);
    case 'ArrowRight':
      if (row.type === 'more' || !isBranch(row.node) || row.node.children.length === 0) return { type: 'none' };
      return open.has(row.node.id) ? focus(rows[at + 1]) : { type: 'open', id: row.node.id };
    case 'ArrowLeft':
      if (row.type === 'node' && open.has(row.node.id)) return { type: 'close', id: row.node.id };
      return row.parent === undefined ? { type: 'none' } : { type: 'focus', id: row.parent };
    case 'Enter':
    case ' ':
      if (row.type === 'more') return { type: 'more', of: row.of };
      if (!isBranch(row.node) || row.node.children.length === 0) return { type: 'none' };
      return open.has(row.node.id) ? { type: 'close', id: row.node.id } : { type: 'open', id: row.node.id };
    default:
      return { type: 'none' };
  }
}

/** The ids of every branch down to `depth` levels (the tree opens this far at first). */
export function openTo(root: JsonNode, depth: number): Set<string> {
  const out = new Set<string>();
  const walk = (n: JsonNode, level: number) => {
    if (level > depth || !isBranch(n)) return;
    out.add(n.id);
    for (const c of n.children.slice(0, CHILD_PAGE)) walk(c, level + 1);
  };
  walk(root, 1);
  return out;
}
