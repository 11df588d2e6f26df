import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The rules the console's browser tests hold every page to: WCAG 2.1 levels A and AA. */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * An axe scan of the page (or of `include`, a selector), failing on any serious or critical
 * violation; each one is listed with its element and what is wrong, under `name`.
 */
export async function expectAccessible(page: Page, name: string, include?: string): Promise<void> {
  await page.waitForTimeout(400); // transitions end before colours are measured
  const builder = new AxeBuilder({ page }).withTags(WCAG_AA);
  const result = await (include ? builder.include(include) : builder).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.html} ${n.failureSummary ?? ''}`).join(' | ')}`),
    name,
  ).toEqual([]);
}
