import { documentPath } from '@kookers/domain/data';
import { Timestamp } from 'firebase-admin/firestore';
import { adminFirestore } from './support/admin';
import { axeViolations } from './support/axe';
import { peopleFor } from './support/people';
import { screenshots } from './support/screenshots';
import { expect, test } from './support/test';

// The home page's « Ils ont adoré » (docs/produit.md): real reviews, read on each visit — the
// most recent well-rated ones, with their Kooker and service; a Kooker no longer published is
// not shown, and the review policy is one click away.
const RUN = `avis-accueil-${Date.now().toString(36)}`;
const people = peopleFor(RUN);
test.afterAll(people.removeAll);

test('the home page shows the latest real reviews with their Kooker and service, never one of an unpublished Kooker, and links to the review policy', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const kooker = await people.createKooker('publie', { firstName: 'Maëlle' });
  const paused = await people.createKooker('en-pause', { firstName: 'Gwenn' });
  await adminFirestore.doc(documentPath('kookers', paused.uid)).update({ published: false });
  const written = `Maëlle nous a appris les kouign-amann, un après-midi parfait (${RUN}).`;
  const hidden = `Un avis de Kooker en pause (${RUN}).`;
  const recent = Timestamp.fromDate(new Date(Date.now() - 60 * 60 * 1000));
  await adminFirestore.doc(documentPath('reviews', `${RUN}-1`)).set({
    kookerId: kooker.uid,
    author: 'Nolwenn K.',
    rating: 5,
    comment: written,
    type: 'Atelier crêpes et galettes',
    date: recent,
  });
  await adminFirestore.doc(documentPath('reviews', `${RUN}-2`)).set({
    kookerId: paused.uid,
    author: 'Erwan L.',
    rating: 5,
    comment: hidden,
    type: 'Atelier crêpes et galettes',
    date: recent,
  });

  await page.goto('/');
  await page.getByRole('heading', { name: 'Devenez Kooker' }).scrollIntoViewIfNeeded();
  const section = page.getByRole('region', { name: 'Ils ont adoré' });
  await section.scrollIntoViewIfNeeded();
  await expect(section).toContainText(written);
  await expect(section).toContainText('Nolwenn K.');
  await expect(section).toContainText(/Atelier crêpes et galettes avec\s*Maëlle, Kooker à Locronan/);
  await expect(section.getByRole('img', { name: 'Note : 5 sur 5' }).first()).toBeVisible();
  await expect(section).not.toContainText(hidden);
  expect(await axeViolations(page)).toEqual([]);
  await screenshots(page, testInfo, 'accueil-avis');

  await section.getByRole('link', { name: /Maëlle, Kooker à Locronan/ }).click();
  await expect(page).toHaveURL(`/kookers/${kooker.uid}`);
  await page.goBack();
  await page.getByRole('region', { name: 'Ils ont adoré' }).getByRole('link', { name: 'Comment fonctionnent les avis' }).click();
  await expect(page).toHaveURL('/reviews-policy');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('avis');
});
