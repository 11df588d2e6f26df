import type { Page } from 'playwright-core';

/**
 * What a browser test sees drawn, counted in pixels of one kind; the one pixel helper of the tests
 * and benches. Two ways to read them:
 * - `shownPixels`: an element as the screen shows it (Playwright's element screenshot, decoded in
 *   the page through a `data:` image, which the console's CSP allows). It works whatever the WebGL
 *   context's `preserveDrawingBuffer` is (plotly.js and echarts-gl draw without it).
 * - `drawnPixels`/`canvasPixels`: a canvas's own buffer, read through a 2D copy on white (a WebGL
 *   canvas needs `preserveDrawingBuffer`), in device pixels and unaffected by what covers it.
 * Page code is a string: the root project type-checks tests without the DOM library.
 */

/**
 * Which pixels count: `ink` any not near white; `dark` red below 60 (black ink); `blue` the views' trace blue (#1565c0) and its
 * anti-aliased edges; `bluish` blue well above red (a URDF robot's blue; white and grey are not);
 * `yellow` red and green high, blue low (the top of the console's colour ramp).
 */
export type PixelKind = 'ink' | 'dark' | 'blue' | 'bluish' | 'yellow';

const TEST: Record<PixelKind, string> = {
  ink: 'd[i] < 200 || d[i + 1] < 200 || d[i + 2] < 200',
  dark: 'd[i] < 60',
  blue: 'd[i + 2] > d[i] + 60 && d[i + 2] > d[i + 1] + 30',
  bluish: 'd[i + 2] - d[i] > 60',
  yellow: 'd[i] > 200 && d[i + 1] > 150 && d[i + 2] < 120',
};

/**
 * The pixels of `kind` in the canvas at `selector` (its buffer, on white) and a hash of where they
 * are, to tell a changed picture from the same one; count -1 when there is no canvas to read.
 */
export async function canvasPixels(
  page: Page,
  selector: string,
  kind: PixelKind = 'ink',
): Promise<{ count: number; hash: number }> {
  return (await page.evaluate(`(() => {
    const source = document.querySelector(${JSON.stringify(selector)});
    if (!source || !source.width || !source.height) return { count: -1, hash: 0 };
    const copy = document.createElement('canvas');
    copy.width = source.width;
    copy.height = source.height;
    const ctx = copy.getContext('2d');
    if (!ctx) return { count: -1, hash: 0 };
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, copy.width, copy.height);
    ctx.drawImage(source, 0, 0);
    const d = ctx.getImageData(0, 0, copy.width, copy.height).data;
    let count = 0;
    let hash = 0;
    for (let i = 0; i < d.length; i += 4)
      if (${TEST[kind]}) {
        count++;
        hash = (hash * 31 + i) % 1000000007;
      }
    return { count, hash };
  })()`)) as { count: number; hash: number };
}

/** How many pixels of `kind` the canvas at `selector` holds (-1 without a canvas). */
export async function drawnPixels(page: Page, selector: string, kind: PixelKind = 'ink'): Promise<number> {
  return (await canvasPixels(page, selector, kind)).count;
}

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
