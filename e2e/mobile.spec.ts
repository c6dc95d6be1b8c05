import { expect, test } from './support/test';
import { createClient, PASSWORD } from './support/admin';
import { submitLogin } from './support/session';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('the phone menu opens, shows the session links, and closes after navigating', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Ouvrir le menu' });
  await expect(toggle).toBeVisible();
  const menu = page.locator('#menu-mobile');
  await expect(menu).toHaveCount(0);

  await toggle.click();
  await expect(page.getByRole('button', { name: 'Fermer le menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: 'Se connecter' })).toBeVisible();
  await expect(menu.getByRole('link', { name: "S'inscrire" })).toBeVisible();

  await menu.getByRole('link', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL('/login');
});

test('the phone menu closes on the same button', async ({ page }) => {
  await page.goto('/faq');
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.getByRole('button', { name: 'Fermer le menu' }).click();
  await expect(page.locator('#menu-mobile')).toHaveCount(0);
});

test('the desktop links are hidden at phone width', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('.navbar__links--desktop')).toBeHidden();
});

test('on a phone, a signed-in user finds Mon profil and Déconnexion in the menu', async ({ page }) => {
  const { email } = await createClient('mobile');
  await page.goto('/login');
  await submitLogin(page, email, PASSWORD);
  await expect(page).toHaveURL('/settings');
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const menu = page.locator('#menu-mobile');
  await expect(menu.getByRole('link', { name: 'Mon profil' })).toBeVisible();
  await menu.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL('/');
});
