import type { Page } from 'playwright-core';

/**
 * What a canvas shows, read back in the page through a 2D copy on white (a WebGL canvas needs
 * `preserveDrawingBuffer`): how many pixels differ from the white background, and how many of
 * them are yellow (red and green high, blue low: the top of the console's colour ramp). The script is a string:
 * the root project type-checks tests without the DOM library. -1 when there is no canvas.
 */
const PIXELS_OF = (selector: string): string => `(() => {
  const source = document.querySelector(${JSON.stringify(selector)});
  if (!source || !source.width || !source.height) return { drawn: -1, yellow: -1 };
  const copy = document.createElement('canvas');
  copy.width = source.width;
  copy.height = source.height;
  const ctx = copy.getContext('2d');
  if (!ctx) return { drawn: -1, yellow: -1 };
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, copy.width, copy.height);
  ctx.drawImage(source, 0, 0);
  const d = ctx.getImageData(0, 0, copy.width, copy.height).data;
  let drawn = 0;
  let yellow = 0;
  for (let i = 0; i < d.length; i += 4) {
    const r = d[i], g = d[i + 1], b = d[i + 2];
    if (r < 200 || g < 200 || b < 200) drawn++;
    if (r > 200 && g > 150 && b < 120) yellow++;
  }
  return { drawn, yellow };
})()`;

export async function canvasPixels(page: Page, selector: string): Promise<{ drawn: number; yellow: number }> {
  return (await page.evaluate(PIXELS_OF(selector))) as { drawn: number; yellow: number };
}

/** Pixels of the canvas at `selector` that differ from white (-1 without a canvas). */
export async function drawnPixels(page: Page, selector: string): Promise<number> {
  return (await canvasPixels(page, selector)).drawn;
}
