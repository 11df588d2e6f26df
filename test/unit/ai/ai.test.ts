import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { backoff, promptChars } from '../../../layers/core/src/features/ai/invoke.ts';
import { redactUrl } from '../../../layers/core/src/features/ai/admin.ts';
import { failureOf, retryAfterMs } from '../../../layers/core/src/features/ai/failure.ts';
import { journalHtmlFromModel } from '../../../layers/core/src/features/wiki-writer/html.ts';
import { wikiPrompt } from '../../../layers/core/src/features/wiki-writer/prompt.ts';
import type { DataObjectContext } from '../../../layers/core/src/features/wiki-writer/context.ts';
import { unsafeJournalHtml } from '../../../layers/core/src/features/references/journal-html.ts';

describe('ai: backoff and failures', () => {
  it('grows exponentially with jitter, stays capped, and honours a longer Retry-After', () => {
    expect(backoff(1, undefined, () => 0)).toBe(125);
    expect(backoff(1, undefined, () => 1)).toBe(250);
    expect(backoff(3, undefined, () => 1)).toBe(1000);
    expect(backoff(10, undefined, () => 1)).toBe(4000);
    expect(backoff(1, 2000, () => 0)).toBe(2000);
    expect(backoff(1, 60_000, () => 0)).toBe(8000);
  });
  it('reads Retry-After in seconds or as a date', () => {
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs(null)).toBeUndefined();
    expect(retryAfterMs(new Date(10_000).toUTCString(), 5_000)).toBe(5000);
  });
  it('classifies an unknown error as unavailable', () => {
    expect(failureOf(new Error('x'))).toBe('unavailable');
    expect(failureOf({ llmFailure: 'throttled' })).toBe('throttled');
  });
  it('redacts credentials in endpoint URLs', () => {
    expect(redactUrl('https://user:pw@llm.example.org/v1?key=abc')).toBe(
      'https://********:********@llm.example.org/v1?key=********',
    );
    expect(redactUrl('https://llm.example.org/v1')).toBe('https://llm.example.org/v1');
  });
});

describe("wiki-writer: the model's answer as lab journal HTML", () => {
  it('keeps structure, drops scripts, handlers, foreign schemes and fences', () => {
    const html = journalHtmlFromModel(
      '```html\n<h3>T</h3><p onclick="x()">a</p><script>alert(1)</script><a href="javascript:alert(1)">j</a><a href="https://e.org">ok</a><iframe src="https://e.org"></iframe>\n```',
    );
    expect(html).toBe('<h3>T</h3><p>a</p><a>j</a><a href="https://e.org">ok</a>');
    expect(
      journalHtmlFromModel(
        '<p>a<br/>b &amp; &lt;c&gt;</p><style>p{}</style><svg><script>x</script><br></svg>d<a href=" java\tscript:x">e</a>',
      ),
    ).toBe('<p>a<br>b &amp; &lt;c&gt;</p>d<a>e</a>');
  });
  it('turns plain text into escaped paragraphs and defuses script URLs in text', () => {
    expect(journalHtmlFromModel('One\nline two\n\njavascript: is text here')).toBe(
      '<p>One<br>line two</p>\n<p>javascript&#58; is text here</p>',
    );
  });
  it('always passes the lab journal rules (property)', () => {
    const piece = fc.constantFrom(
      '<script>',
      '</script>',
      '<p>',
      '</p>',
      '<a href="',
      'javascript:',
      'data:text/html',
      ' onclick=',
      '"',
      '>',
      '<',
      '<svg onload=1>',
      '<style>',
      'text',
      '\n\n',
      '<img src=x onerror=1>',
      '<b>',
      '&',
      'vbscript :',
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(piece, fc.string({ maxLength: 8 })), { maxLength: 40 }), (parts) => {
        const html = journalHtmlFromModel(parts.join(''));
        expect(unsafeJournalHtml(html)).toBeNull();
      }),
      { numRuns: 500 },
    );
  });
});

describe('wiki-writer: the prompt', () => {
  const ctx = (n: number): DataObjectContext => ({
    id: 1,
    appId: 'a',
    collectionId: 2,
    collectionAppId: 'c',
    collectionName: 'C',
    name: 'Panel',
    description: 'x'.repeat(n),
    attributes: Object.fromEntries(Array.from({ length: 80 }, (_, i) => [`k${i}`, 'v'.repeat(n)])),
    references: Array.from({ length: 30 }, (_, i) => ({
      type: 'URIReference',
      name: `r${i}`,
      detail: 'https://e.org/'.padEnd(n, 'z'),
    })),
    journal: Array.from({ length: 5 }, () => ({ createdBy: 'u', createdAt: 0, html: `<p>${'j'.repeat(n)}</p>` })),
    changes: Array.from({ length: 10 }, () => ({ actionKind: 'UPDATE', agent: 'u', at: 0, summary: 's'.repeat(n) })),
  });
  it('fits maxInputChars whatever the DataObject holds, and puts the name first', () => {
    for (const max of [1_000, 5_000, 24_000]) {
      const p = wikiPrompt(ctx(100_000), max);
      expect(promptChars(p)).toBeLessThanOrEqual(max);
      expect(p.messages[0]!.text).toContain('Name: Panel');
    }
    const small = wikiPrompt(ctx(10), 24_000);
    expect(small.messages[0]!.text).not.toContain('[context truncated]');
    expect(small.messages[0]!.text).toContain('- k0: vvvvvvvvvv');
  });
});
