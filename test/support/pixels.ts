import type { Page } from 'playwright-core';

/**
 * What a browser test sees drawn: the pixels of an element as the screen shows it (Playwright's
 * element screenshot, decoded in the page through a `data:` image, which the console's CSP allows).
 * Unlike a copy of a canvas this works whatever the WebGL context's `preserveDrawingBuffer` is
 * (plotly.js and echarts-gl draw without it). Page code is a string: the root project type-checks
 * tests without the DOM library.
 */

/** Which pixels count: `ink` any not near white; `blue` the views' trace blue (#1565c0) and its anti-aliased edges. */
export type PixelKind = 'ink' | 'blue';

const TEST: Record<PixelKind, string> = {
  ink: 'd[i] < 200 || d[i + 1] < 200 || d[i + 2] < 200',
  blue: 'd[i + 2] > d[i] + 60 && d[i + 2] > d[i + 1] + 30',
};

/** The element's screenshot (PNG). */
export const shot = (page: Page, selector: string): Promise<Buffer> => page.locator(selector).first().screenshot();

/** How many pixels of `png` (a screenshot taken from `page`) are of `kind`. */
export async function pixelsOf(page: Page, png: Buffer, kind: PixelKind): Promise<number> {
  return (await page.evaluate(`(async () => {
    const img = new Image();
    img.src = 'data:image/png;base64,${png.toString('base64')}';
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.naturalWidth;
    c.height = img.naturalHeight;
    const ctx = c.getContext('2d');
    if (!ctx) return -1;
    ctx.drawImage(img, 0, 0);
    const d = ctx.getImageData(0, 0, c.width, c.height).data;
    let n = 0;
    for (let i = 0; i < d.length; i += 4) if (${TEST[kind]}) n++;
    return n;
  })()`)) as number;
}

/** Pixels of `kind` in what the element at `selector` shows now. */
export async function shownPixels(page: Page, selector: string, kind: PixelKind = 'ink'): Promise<number> {
  return pixelsOf(page, await shot(page, selector), kind);
}
