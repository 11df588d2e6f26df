import { describe, expect, it } from 'vitest';
import {
  CHILD_PAGE,
  DOCUMENT_BOUNDS,
  documentProblem,
  type JsonNode,
  JsonSyntaxError,
  keyAction,
  openTo,
  parseJsonTree,
  rowId,
  visibleRows,
} from '../../../console/src/logic/json-tree.ts';

const child = (n: JsonNode, i: number): JsonNode => n.children[i] as JsonNode;

describe('parseJsonTree', () => {
  it('keeps numbers as written, key order and duplicate keys', () => {
    const root = parseJsonTree('{"b": 12345678901234567890, "a": 1e400, "b": -0.10, "s": "x\\u00e9\\n\\"", "n": null}');
    expect(root.kind).toBe('object');
    expect(root.children.map((c) => [c.key, c.kind, c.text])).toEqual([
      ['b', 'number', '12345678901234567890'],
      ['a', 'number', '1e400'],
      ['b', 'number', '-0.10'],
      ['s', 'string', 'xé\n"'],
      ['n', 'null', 'null'],
    ]);
    expect(root.children.map((c) => c.id)).toEqual(['$.0', '$.1', '$.2', '$.3', '$.4']);
  });

  it('reads arrays, nesting, booleans and whitespace; ids are unique paths', () => {
    const root = parseJsonTree(' [ true , {"k": [false, []]}, {} ]\n');
    expect(root.kind).toBe('array');
    expect(child(root, 0)).toMatchObject({ kind: 'boolean', text: 'true', index: 0 });
    const inner = child(child(root, 1), 0);
    expect(inner).toMatchObject({ id: '$.1.0', key: 'k', kind: 'array' });
    expect(child(inner, 1)).toMatchObject({ id: '$.1.0.1', kind: 'array', children: [] });
    expect(child(root, 2)).toMatchObject({ kind: 'object', children: [] });
  });

  it('names the line and column of a syntax error', () => {
    try {
      parseJsonTree('{\n  "a": 1,\n  "b" 2\n}');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(JsonSyntaxError);
      expect(e).toMatchObject({ line: 3, column: 7, message: "expected ':'" });
    }
    for (const bad of ['', '{', '[1,]', '{"a":1,}', '01', '"\u0001"', 'nul', '{"a":1} x', "{'a':1}", '[1e]'])
      expect(() => parseJsonTree(bad), bad).toThrow(JsonSyntaxError);
  });

  it('stops at the depth limit instead of overflowing the stack', () => {
    expect(() => parseJsonTree(`${'['.repeat(600)}${']'.repeat(600)}`)).toThrow(/nested deeper/);
    expect(parseJsonTree(`${'['.repeat(500)}${']'.repeat(500)}`).kind).toBe('array');
  });

  it('agrees with JSON.parse on what is JSON', () => {
    for (const text of ['{"a":[1,2.5,-3e-2,"\\ud83d\\ude00"],"b":{"c":null}}', '[[],{},"",0]'])
      expect(() => parseJsonTree(text)).not.toThrow();
  });
});

describe('documentProblem (the API rules for a new document)', () => {
  it('takes objects and arrays only', () => {
    expect(documentProblem('{"run": 7}')).toBeNull();
    expect(documentProblem('[1]')).toBeNull();
    expect(documentProblem('')).toEqual({ code: 'required' });
    expect(documentProblem(' 7 ')).toEqual({ code: 'required' });
    expect(documentProblem('"text"')).toEqual({ code: 'notContainer' });
    expect(documentProblem('null')).toEqual({ code: 'notContainer' });
    expect(documentProblem('{"a":}')).toMatchObject({ code: 'syntax', line: 1, column: 6 });
  });

  it('takes a document deeper than the tree draws (the API reads it with JSON.parse)', () => {
    expect(documentProblem(`${'['.repeat(600)}${']'.repeat(600)}`)).toBeNull();
    expect(documentProblem(`${'['.repeat(600)}${']'.repeat(599)}`)).toMatchObject({ code: 'syntax' });
  });

  it('refuses lone surrogates and texts above 3 MiB of UTF-8', () => {
    expect(documentProblem('{"a":"\ud800"}')).toEqual({ code: 'surrogate' });
    expect(documentProblem('{"a":"😀"}')).toBeNull();
    const big = `["${'é'.repeat(DOCUMENT_BOUNDS.maxBytes / 2)}"]`;
    expect(documentProblem(big)).toMatchObject({ code: 'tooLarge', max: 3 * 1024 * 1024 });
    const fits = `["${'a'.repeat(DOCUMENT_BOUNDS.maxBytes - 4)}"]`;
    expect(documentProblem(fits)).toBeNull();
  });
});

describe('the tree rows and keys', () => {
  const root = parseJsonTree('{"a": {"x": 1}, "b": [1, 2], "c": "s"}');

  it('shows the children of open nodes only', () => {
    expect(visibleRows(root, new Set()).map(rowId)).toEqual(['$']);
    expect(visibleRows(root, new Set(['$'])).map(rowId)).toEqual(['$', '$.0', '$.1', '$.2']);
    const rows = visibleRows(root, new Set(['$', '$.1']));
    expect(rows.map(rowId)).toEqual(['$', '$.0', '$.1', '$.1.0', '$.1.1', '$.2']);
    expect(rows.map((r) => r.level)).toEqual([1, 2, 2, 3, 3, 2]);
    expect(openTo(root, 2)).toEqual(new Set(['$', '$.0', '$.1']));
  });

  it('draws a long array a page at a time', () => {
    const long = parseJsonTree(`[${Array.from({ length: 450 }, (_, i) => i).join(',')}]`);
    const rows = visibleRows(long, new Set(['$']));
    expect(rows).toHaveLength(1 + CHILD_PAGE + 1);
    expect(rows.at(-1)).toMatchObject({ type: 'more', of: '$', hidden: 250 });
    const more = visibleRows(long, new Set(['$']), { $: 400 });
    expect(more.at(-1)).toMatchObject({ type: 'more', hidden: 50 });
    expect(keyAction('Enter', rows, '$+', new Set(['$']))).toEqual({ type: 'more', of: '$' });
  });

  it('follows the ARIA tree pattern', () => {
    const open = new Set(['$', '$.1']);
    const rows = visibleRows(root, open);
    expect(keyAction('ArrowDown', rows, '$', open)).toEqual({ type: 'focus', id: '$.0' });
    expect(keyAction('ArrowUp', rows, '$', open)).toEqual({ type: 'none' });
    expect(keyAction('ArrowRight', rows, '$.0', open)).toEqual({ type: 'open', id: '$.0' });
    expect(keyAction('ArrowRight', rows, '$.1', open)).toEqual({ type: 'focus', id: '$.1.0' });
    expect(keyAction('ArrowRight', rows, '$.2', open)).toEqual({ type: 'none' });
    expect(keyAction('ArrowLeft', rows, '$.1', open)).toEqual({ type: 'close', id: '$.1' });
    expect(keyAction('ArrowLeft', rows, '$.1.1', open)).toEqual({ type: 'focus', id: '$.1' });
    expect(keyAction('ArrowLeft', rows, '$', new Set())).toEqual({ type: 'none' });
    expect(keyAction('Home', rows, '$.2', open)).toEqual({ type: 'focus', id: '$' });
    expect(keyAction('End', rows, '$', open)).toEqual({ type: 'focus', id: '$.2' });
    expect(keyAction(' ', rows, '$.1', open)).toEqual({ type: 'close', id: '$.1' });
    expect(keyAction('Enter', rows, '$.0', open)).toEqual({ type: 'open', id: '$.0' });
    expect(keyAction('Enter', rows, '$.2', open)).toEqual({ type: 'none' });
    expect(keyAction('ArrowDown', rows, 'gone', open)).toEqual({ type: 'focus', id: '$' });
  });
});
