import { thirdPartySources } from '@kookers/domain/legal';
import { expect, test } from './support/test';

// What the Hosting emulator answers, read from firebase.json as production Hosting reads it:
// the same security headers on the app's pages, on the pages the kookerPage function writes and
// on the photos serveImage answers (docs/decisions/011-hosting-security.md).
const PATHS = ['/', '/faq', '/search?q=lyon', '/settings', '/kookers/inconnu', '/images/inconnue/small'];

for (const path of PATHS) {
  test(`${path} is served with the security headers`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    const directives = new Map(
      csp
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([name = '', ...values]) => [name, values]),
    );
    // Scripts from the site only, and from the third parties the privacy page names where they
    // serve (domain/src/legal/third-parties.ts): no inline script, no eval, no other origin.
    expect(directives.get('script-src')).toEqual(["'self'", ...thirdPartySources('script-src')]);
    expect(directives.get('frame-src')).toEqual(thirdPartySources('frame-src'));
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    // Requests go to the site, to the Firebase services the app calls and to the payment processor, nowhere else.
    expect(directives.get('connect-src')).toEqual([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firestore.googleapis.com',
      'https://*.cloudfunctions.net',
      'http://127.0.0.1:9099',
      'http://127.0.0.1:8080',
      'http://127.0.0.1:5001',
      ...thirdPartySources('connect-src'),
    ]);
    expect(headers['strict-transport-security']).toMatch(/^max-age=(\d+); includeSubDomains/);
    expect(Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['permissions-policy']).toContain('geolocation=()');
  });
}

test('a page that breaks the policy is reported: an inline script does not run', async ({ page, cspViolations }) => {
  await page.goto('/faq');
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inline = true';
    document.body.append(script);
    return (window as unknown as { __inline?: boolean }).__inline === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => cspViolations.length).toBe(1);
  // Seen and expected here: the fixture must not fail this test for it.
  cspViolations.length = 0;
});
