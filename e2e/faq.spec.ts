import { expect, test } from './support/test';

test('FAQ lists the four categories and its items open independently', async ({ page }) => {
  await page.goto('/faq');
  for (const category of ['Général', 'Réservations', 'Devenir Kooker', 'Paiements']) {
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: category })).toBeVisible();
  }
  const questions = page.locator('.faq__question button');
  const first = questions.nth(0);
  const second = questions.nth(1);
  await expect(first).toHaveAttribute('aria-expanded', 'false');

  await first.click();
  await second.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('.faq__answer:visible')).toHaveCount(2);

  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('.faq__answer:visible')).toHaveCount(1);
});

test('FAQ answers state the real cancellation rule', async ({ page }) => {
  await page.goto('/faq');
  await page
    .getByRole('button', { name: /annuler/i })
    .first()
    .click();
  await expect(page.locator('.faq__answer:visible')).toContainText('48');
});

test("FAQ 'Contactez-nous' goes to the contact page", async ({ page }) => {
  await page.goto('/faq');
  await page.getByRole('link', { name: 'Contactez-nous' }).click();
  await expect(page).toHaveURL('/contact');
});
