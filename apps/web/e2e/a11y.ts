import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The WCAG 2.1 A and AA rules, and axe's best practices (landmarks, headings) for the report. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** What fails a journey. Moderate and minor findings are attached to the report instead... */
const BLOCKING = new Set(['serious', 'critical']);
/** ...except a page's skeleton, which screen-reader users navigate by: one <main>, one <h1>. */
const STRUCTURE = new Set(['landmark-one-main', 'landmark-no-duplicate-main', 'page-has-heading-one']);

/**
 * Waits for the page to be still (navigation bar done, fonts in, transitions ended), so colour
 * contrast is measured on final colours and not on a dialog halfway through fading in.
 */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('html')).not.toHaveClass(/nprogress-busy/);
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Endless ones (spinners, a looping backdrop) never finish; only running ones that end are awaited,
    // and no longer than a fade-in could take.
    const ending = document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
    const ended = Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 2000))]);
  });
}

/**
 * Runs axe over the page as it is now and fails, listing each serious or critical violation (rule,
 * elements, what is wrong) and any missing <main> or <h1>, under `label`. `soft` lets a journey check every page before failing.
 */
export async function expectAccessible(page: Page, label: string, { soft = false }: { soft?: boolean } = {}): Promise<void> {
  await settle(page);
  // Legacy mode runs axe.run in the page itself. The default runs it per frame and then finishes in a
  // second, blank page; on /talking-avatar that took 9-10 s against 3-4 s, for the same rules (our pages
  // have no frames of other origins, which is what the default is for). Only violations are gathered in
  // full: listing every passing node took a third of axe's time (talking-avatar: 2.3 s, now 1.2).
  const { violations } = await new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  const describe = (v: (typeof violations)[number]) =>
    `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary?.replaceAll('\n', '\n      ')}`).join('\n')}`;
  const blocks = (v: (typeof violations)[number]) => BLOCKING.has(v.impact ?? '') || STRUCTURE.has(v.id);
  const blocking = violations.filter(blocks);
  const other = violations.filter((v) => !blocks(v));
  if (other.length) test.info().annotations.push({ type: `a11y (not blocking) ${label}`, description: other.map(describe).join('\n') });
  const check = soft ? expect.soft : expect;
  check(blocking.map(describe), `serious or critical accessibility violations on ${label}`).toEqual([]);
}
