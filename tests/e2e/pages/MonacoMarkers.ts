/**
 * Where a Monaco marker is drawn. The editor draws a squiggle as an overlay div whose width comes
 * from the laid-out text: until the line is laid out (and again while a relayout replaces the
 * overlay) the div exists with no width, so waiting for the element is not waiting for the marker.
 * These helpers wait for what the user sees, a squiggle with its width, and measure it in the same
 * task that finds it, so a redraw between finding and measuring cannot hand back a stale node.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The first drawn squiggle of `severity` inside `container`, once it has a width. */
export async function drawnSquiggle(page: Page, container: string, severity: 'error' | 'warning' = 'error'): Promise<Box> {
  let box: Box | null = null;
  await expect
    .poll(
      async () => {
        box = await page.evaluate(
          ([sel]) => {
            for (const el of document.querySelectorAll(sel)) {
              const r = el.getBoundingClientRect();
              if (r.width > 0 && r.height > 0) return { x: r.x, y: r.y, width: r.width, height: r.height };
            }
            return null;
          },
          [`${container} .squiggly-${severity}`],
        );
        return box !== null;
      },
      { message: `a ${severity} squiggle drawn with its width in ${container}` },
    )
    .toBe(true);
  return box!;
}

/**
 * The number of the line the first drawn squiggle of `severity` sits on: the drawn line number
 * level with it (within 4 px), both measured in the same task, once both are drawn (a relayout
 * replaces the line numbers' nodes as it does the squiggle's).
 */
export async function squiggleLine(page: Page, container: string, severity: 'error' | 'warning' = 'error'): Promise<number> {
  let line: number | null = null;
  await expect
    .poll(
      async () => {
        line = await page.evaluate(
          ([sel, numbers]) => {
            const drawn = (el: Element) => {
              const r = el.getBoundingClientRect();
              return r.width > 0 && r.height > 0 ? r : null;
            };
            const squiggle = [...document.querySelectorAll(sel)].map(drawn).find((r) => r !== null);
            if (!squiggle) return null;
            for (const el of document.querySelectorAll(numbers)) {
              const r = drawn(el);
              if (r && Math.abs(r.y - squiggle.y) < 4) return Number(el.textContent?.trim());
            }
            return null;
          },
          [`${container} .squiggly-${severity}`, `${container} .line-numbers`],
        );
        return line !== null;
      },
      { message: `a ${severity} squiggle drawn in ${container}, level with a drawn line number` },
    )
    .toBe(true);
  return line!;
}
