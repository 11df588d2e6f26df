import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README is a front page and docs/ holds the rest (docs/contributing.md): the front page stays
 * small, every page is reachable from its map, and no relative link points at nothing.
 */
const repo = resolve(import.meta.dirname, '../..');
const README = 'README.md';
const docsPages = readdirSync(resolve(repo, 'docs'))
  .filter((f) => f.endsWith('.md'))
  .map((f) => `docs/${f}`)
  .sort();
const read = (file: string) => readFileSync(resolve(repo, file), 'utf8');

/** Markdown outside fenced code blocks and inline code spans, where a `[x](y)` is a link. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** Every link target of a page, `[text](target)` with an optional title. */
function links(markdown: string): string[] {
  return [...prose(markdown).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]!);
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchors(markdown: string): Set<string> {
  const withoutCode = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return new Set([...withoutCode.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => slug(m[1]!)));
}

describe('the documentation', () => {
  it('keeps README.md a front page of at most 20 KiB', () => {
    expect(statSync(resolve(repo, README)).size).toBeLessThanOrEqual(20_480);
  });

  it('has pages to check', () => {
    expect(docsPages.length).toBeGreaterThan(20);
    expect(docsPages).toContain('docs/architecture.md');
    expect(docsPages).toContain('docs/configuration.md');
  });

  it('resolves every relative link of README.md and docs/*.md to a file (and heading) inside the repository', () => {
    const broken: string[] = [];
    for (const page of [README, ...docsPages]) {
      for (const target of links(read(page))) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http:, https:, mailto:
        const [path = '', anchor] = target.split('#');
        const file = path === '' ? resolve(repo, page) : resolve(repo, dirname(page), decodeURI(path));
        const inside = relative(repo, file);
        if (inside.startsWith('..') || !existsSync(file)) {
          broken.push(`${page}: ${target} (no such file in the repository)`);
          continue;
        }
        if (anchor && file.endsWith('.md') && !anchors(readFileSync(file, 'utf8')).has(anchor))
          broken.push(`${page}: ${target} (no heading #${anchor} in ${inside})`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("links every docs page from the README's documentation map", () => {
    const map =
      read(README)
        .split(/^## Documentation$/m)[1]
        ?.split(/^## /m)[0] ?? '';
    const linked = new Set(links(map).map((t) => t.split('#')[0]));
    expect(docsPages.filter((p) => !linked.has(p))).toEqual([]);
  });
});
