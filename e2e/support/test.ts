// The `test` every browser suite imports: Playwright's, with the pages watched for Content
// Security Policy violations. Hosting serves every page under the policy of firebase.json
// (docs/decisions/011-hosting-security.md); a script, style, image or request the policy refuses
// is logged by Chromium as a console error, and fails the test that caused it.
import { expect, test as base } from '@playwright/test';

export const test = base.extend<{ cspViolations: string[] }>({
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
});

export { expect };
export type { Browser, Locator, Page, TestInfo } from '@playwright/test';
