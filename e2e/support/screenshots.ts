import { expect, type Page, type TestInfo } from './test';

/**
 * A full-page screenshot at desktop width, then at a phone's, saved with the test's results
 * (`<name>-bureau.png`, `<name>-telephone.png`); on the phone, the page must not scroll sideways.
 */
export async function screenshots(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  // From the top: scrolled, the sticky header would be drawn over the middle of the page.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: testInfo.outputPath(`${name}-bureau.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath(`${name}-telephone.png`), fullPage: true });
  const noHorizontalScroll = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(noHorizontalScroll, `${name}: no horizontal scroll on a phone`).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });
}
