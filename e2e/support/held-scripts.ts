import type { Page } from './test';

/**
 * Holds the app's scripts until the returned function is called: what a visitor does on the
 * served HTML before the app has started (a slow phone), then the app hydrating what they did.
 */
export async function holdAppScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
