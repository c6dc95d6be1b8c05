// The `test` every browser suite imports: Playwright's, with two watches on every test.
// - Content Security Policy: Hosting serves every page under the policy of firebase.json
//   (docs/decisions/011-hosting-security.md); a script, style, image or request the policy
//   refuses is logged by Chromium as a console error, and fails the test that caused it.
// - What the pages said when a test failed: each open page's address and the messages it shows
//   (toasts, field errors: `role="status"` and `role="alert"`), attached to the failure, so that
//   a run's printed report says whether a form was refused or still waiting.
// - The sessions a test opened beside its own page (`signedIn`, a phone's viewport) close with it:
//   left open, their pages went on listening to the emulators, on documents already removed, for
//   the rest of the run, and a failure's report showed them as if they were the test's.
import { expect, test as base, type Browser } from '@playwright/test';

/** Each open page's address and its visible messages, one line per page. */
async function pagesSay(browser: Browser): Promise<string> {
  const pages = browser.contexts().flatMap((context) => context.pages());
  const lines = await Promise.all(
    pages.map(async (page) => {
      const messages = await page
        .locator('[role="status"]:visible, [role="alert"]:visible')
        .allInnerTexts()
        .catch(() => []);
      const said = messages.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
      return `${new URL(page.url(), 'http://page').pathname} : ${said.length > 0 ? said.map((text) => `« ${text} »`).join(' ') : 'aucun message'}`;
    }),
  );
  return lines.join('\n');
}

export const test = base.extend<{ cspViolations: string[]; ownSessions: undefined }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
          violations.push(`${message.page()?.url() ?? ''} : ${message.text()}`);
      });
      await use(violations);
      expect(violations, 'aucune violation de la Content-Security-Policy').toEqual([]);
    },
    { auto: true },
  ],
  ownSessions: [
    async ({ browser, context }, use, testInfo) => {
      const before = new Set(browser.contexts());
      await use(undefined);
      if (testInfo.status !== testInfo.expectedStatus)
        await testInfo.attach('ce que disaient les pages', { body: await pagesSay(browser), contentType: 'text/plain' });
      // Playwright takes a failed test's screenshots of each page as its session closes.
      await Promise.all(
        browser
          .contexts()
          .filter((opened) => opened !== context && !before.has(opened))
          .map((opened) => opened.close()),
      );
    },
    { auto: true },
  ],
});

export { expect };
export type { Browser, Locator, Page, TestInfo } from '@playwright/test';
