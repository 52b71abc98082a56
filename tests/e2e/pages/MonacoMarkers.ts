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
