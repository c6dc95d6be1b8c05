import { documentPath } from '@kookers/domain/data';
import { expect, test } from './support/test';
import { actionLinkFor, adminAuth, adminFirestore, createClient, PASSWORD, uniqueEmail } from './support/admin';
import { logIn, signUpWith, submitLogin } from './support/session';

test('sign-up, then the emailed link verifies the account and opens Mon profil', async ({ page }) => {
  const email = uniqueEmail('inscription');
  await signUpWith(page, email);

  await expect(page.getByText('Un email de confirmation vient de vous être envoyé.', { exact: false })).toBeVisible();
  // Not verified yet: /settings sends the user home, where the banner asks to verify.
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('region', { name: "Vérification de l'email" })).toBeVisible();
  const { uid } = await adminAuth.getUserByEmail(email);
  expect((await adminFirestore.doc(documentPath('users', uid)).get()).data()).toMatchObject({ firstName: '', phone: '' });

  await page.goto(await actionLinkFor(email, 'VERIFY_EMAIL'));
  await expect(page.getByRole('heading', { name: 'Email vérifié avec succès !' })).toBeVisible();
  await expect(page).toHaveURL('/', { timeout: 5000 });
  await expect(page.getByRole('region', { name: "Vérification de l'email" })).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Mon profil' }).click();
  await expect(page).toHaveURL('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
});

test('a used or missing verification code shows the French error', async ({ page }) => {
  await page.goto('/verify-email?mode=verifyEmail&oobCode=code-invalide');
  await expect(page.getByRole('heading', { name: 'Erreur de vérification' })).toBeVisible();
  await page.goto('/verify-email');
  await expect(page.getByText('Token de vérification manquant').first()).toBeVisible();
  await page.getByRole('link', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL('/');
});

test('signing up with an email already in use says so', async ({ page }) => {
  const { email } = await createClient('doublon');
  await signUpWith(page, email);
  await expect(page.getByRole('alert')).toHaveText('Un compte existe déjà avec cet email.');
  await expect(page).toHaveURL('/signup');
});

test('sign-up explains every invalid field in French', async ({ page }) => {
  await page.goto('/signup');
  await page.getByRole('button', { name: "S'inscrire" }).click();
  await expect(page.getByText('Email requis')).toBeVisible();
  await expect(page.getByText('Mot de passe requis')).toBeVisible();
  await expect(page.getByText('Veuillez confirmer votre mot de passe')).toBeVisible();
  await expect(page.getByText('Vous devez accepter les conditions générales')).toBeVisible();

  await page.getByLabel('Email', { exact: true }).fill('camille@');
  await page.getByLabel('Mot de passe', { exact: true }).fill('court');
  await page.getByLabel('Confirmer le mot de passe').fill('autre');
  await page.getByRole('button', { name: "S'inscrire" }).click();
  await expect(page.getByText('Email invalide')).toBeVisible();
  await expect(page.getByText('Le mot de passe doit contenir au moins 8 caractères')).toBeVisible();
  await expect(page.getByText('Les mots de passe ne correspondent pas')).toBeVisible();
  await expect(page).toHaveURL('/signup');
});

test('login with a wrong password or an unknown email gives the same alert', async ({ page }) => {
  const { email } = await createClient('mauvais-mdp');
  for (const [address, password] of [
    [email, 'pas-le-bon-mot-de-passe'],
    [uniqueEmail('inconnu'), PASSWORD],
  ] as const) {
    await page.goto('/login');
    await submitLogin(page, address, password);
    await expect(page.getByRole('alert')).toHaveText('Email ou mot de passe incorrect.');
    await expect(page).toHaveURL('/login');
  }
});

test('login explains empty fields', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Email requis')).toBeVisible();
  await expect(page.getByText('Mot de passe requis')).toBeVisible();
});

test('a visitor sent to login comes back to the page they wanted', async ({ page }) => {
  const { email } = await createClient('retour');
  await page.goto('/settings');
  await expect(page).toHaveURL('/login');
  await submitLogin(page, email, PASSWORD);
  await expect(page).toHaveURL('/settings');
});

test('forgot password: reset link, new password, then login with it', async ({ page }) => {
  const { email } = await createClient('oubli');
  await page.goto('/forgot-password');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Envoyer le lien de réinitialisation' }).click();
  await expect(page.getByRole('heading', { name: 'Email envoyé !' })).toBeVisible();
  await expect(page.getByText('Un email de réinitialisation vous a été envoyé')).toBeVisible();

  await page.goto(await actionLinkFor(email, 'PASSWORD_RESET'));
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('textbox', { name: 'Nouveau mot de passe' }).fill('court');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByText('Le mot de passe doit contenir au moins 8 caractères')).toBeVisible();
  await page.getByRole('textbox', { name: 'Nouveau mot de passe' }).fill('nouveau-mot-de-passe');
  await page.getByLabel('Confirmer le mot de passe').fill('nouveau-mot-de-passe');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();

  await expect(page).toHaveURL('/login');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await submitLogin(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('Email ou mot de passe incorrect.');
  await submitLogin(page, email, 'nouveau-mot-de-passe');
  await expect(page).toHaveURL('/settings');
});

test('forgot password answers the same for an unknown email, and checks the format', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email', { exact: true }).fill('pas-une-adresse');
  await page.getByRole('button', { name: 'Envoyer le lien de réinitialisation' }).click();
  await expect(page.getByText('Email invalide')).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('personne'));
  await page.getByRole('button', { name: 'Envoyer le lien de réinitialisation' }).click();
  await expect(page.getByRole('heading', { name: 'Email envoyé !' })).toBeVisible();
});

test('a signed-in user opening /signup or /login is sent to Mon profil with a notice', async ({ page }) => {
  const { email } = await createClient('deja-inscrit');
  await logIn(page, email);
  await page.goto('/signup');
  await expect(page).toHaveURL('/settings');
  await expect(page.getByText('Vous êtes déjà inscrit sur notre plateforme')).toBeVisible();
  await page.goto('/login');
  await expect(page).toHaveURL('/settings');
});

test('an unverified user sees the banner, can resend the email, and is kept off protected pages', async ({ page }) => {
  const { email } = await createClient('non-verifie', { verified: false });
  await logIn(page, email);
  const banner = page.getByRole('region', { name: "Vérification de l'email" });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: "Renvoyer l'email" }).click();
  await expect(page.getByText(`Un nouvel email de vérification a été envoyé à ${email}.`)).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Email envoyé' })).toBeDisabled();
  await expect.poll(async () => (await actionLinkFor(email, 'VERIFY_EMAIL')).length).toBeGreaterThan(0);

  await page.goto('/settings');
  await expect(page).toHaveURL('/');

  // Verified on another device: the banner's check picks it up.
  const { uid } = await adminAuth.getUserByEmail(email);
  await adminAuth.updateUser(uid, { emailVerified: true });
  await banner.getByRole('button', { name: "J'ai vérifié mon email" }).click();
  await expect(banner).toHaveCount(0);
});

test('logout from the navbar ends the session and goes home', async ({ page }) => {
  const { email } = await createClient('deconnexion');
  await logIn(page, email);
  await page.goto('/faq');
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Se connecter' })).toBeVisible();
  await page.goto('/settings');
  await expect(page).toHaveURL('/login');
});

test('the session survives a reload', async ({ page }) => {
  const { email } = await createClient('persistance');
  await logIn(page, email);
  await page.goto('/settings');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
});
