import { expect, type Page } from '@playwright/test';
import { PASSWORD } from './admin';

/** Signs in through the login page, as a user would. */
export async function logIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, email, password);
  await expect(page.getByRole('button', { name: 'Déconnexion' }).first()).toBeAttached();
}

/** Fills the sign-up form with accepted terms and sends it. */
export async function signUpWith(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByLabel('Confirmer le mot de passe').fill(password);
  await page.getByLabel("J'accepte les conditions générales").check();
  await page.getByRole('button', { name: "S'inscrire" }).click();
}

/** Fills the login form and sends it, without waiting for the outcome. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}
