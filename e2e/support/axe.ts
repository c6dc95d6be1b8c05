import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * What axe-core finds wrong on the page (or only inside the `include` selector), one line per
 * rule with its elements: `rule: target, target`. `seriousOnly` keeps the serious and critical
 * violations. axe is asked for its violations only: describing every element that passed was
 * most of its time.
 */
export async function axeViolations(
  page: Page,
  { include, seriousOnly = false }: { include?: string; seriousOnly?: boolean } = {},
): Promise<string[]> {
  // The page as it settles: a toast fading in is read at its own colours, not half transparent over
  // what lies under it (endless animations, a spinner, are not waited for).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => !seriousOnly || violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
