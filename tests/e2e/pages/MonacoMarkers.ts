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

/** Measures in the page until `measure` answers (what it looks for is drawn), and returns the answer. */
async function whenDrawn<T, A>(page: Page, measure: (arg: A) => T | null, arg: A, message: string): Promise<T> {
  let found: T | null = null;
  // The measure runs in the page: its argument crosses as JSON, which the caller's types already say.
  const inPage = measure as (arg: unknown) => T | null;
  await expect.poll(async () => (found = await page.evaluate(inPage, arg as unknown)) !== null, { message }).toBe(true);
  return found!;
}

/** The first drawn squiggle of `severity` inside `container`, once it has a width. */
export function drawnSquiggle(page: Page, container: string, severity: 'error' | 'warning' = 'error'): Promise<Box> {
  return whenDrawn(
    page,
    (sel: string) => {
      for (const el of document.querySelectorAll(sel)) {
        const r = el.getBoundingClientRect();
        if (r.width > 0 && r.height > 0) return { x: r.x, y: r.y, width: r.width, height: r.height };
      }
      return null;
    },
    `${container} .squiggly-${severity}`,
    `a ${severity} squiggle drawn with its width in ${container}`,
  );
}

/**
 * The number of the line the first drawn squiggle of `severity` sits on: the drawn line number
 * level with it (within 4 px), both measured in the same task, once both are drawn (a relayout
 * replaces the line numbers' nodes as it does the squiggle's).
 */
export function squiggleLine(page: Page, container: string, severity: 'error' | 'warning' = 'error'): Promise<number> {
  return whenDrawn(
    page,
    ([sel, numbers]: [string, string]) => {
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
    `a ${severity} squiggle drawn in ${container}, level with a drawn line number`,
  );
}
