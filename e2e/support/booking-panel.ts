// The booking panel and its calendar, and the reviews, as the profile and booking suites drive them.
import { expect, type Locator, type Page } from './test';

/** The profile's booking panel ('Réserver une prestation'). */
export const panelOf = (page: Page) => page.getByRole('region', { name: 'Réserver une prestation' });

/** The profile's 'Avis', scrolled to as a visitor does: the reviews are read once the section nears the screen. */
export async function reviewsOf(page: Page): Promise<Locator> {
  const reviews = page.getByRole('region', { name: 'Avis' });
  await reviews.scrollIntoViewIfNeeded();
  return reviews;
}

/** "25 novembre 2026": the calendar's name for a day's button. */
export const dayLabel = (date: string) =>
  new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** A day's button in the calendar, moving to its month first. */
export async function calendarDay(scope: Locator, date: string): Promise<Locator> {
  // The calendar comes with the panel, loaded on demand: wait until it is there and usable.
  await expect(scope.getByRole('button', { name: 'Mois suivant' })).toBeVisible();
  await expect(scope.locator('.booking-calendar__day--free').first()).toBeEnabled();
  const button = scope.getByRole('button', { name: dayLabel(date), exact: true });
  for (let month = 0; month < 3 && !(await button.isVisible()); month++) await scope.getByRole('button', { name: 'Mois suivant' }).click();
  await expect(button).toBeVisible();
  return button;
}

/** The box « J’ai lu et j’accepte les conditions générales de vente » above « Réserver et payer ». */
export const termsBox = (panel: Locator) => panel.getByRole('checkbox', { name: /J’ai lu et j’accepte les conditions générales de vente/ });

/**
 * Picks the first service, a day, a time and the participants in the profile's panel
 * (`createKooker`'s Kooker), then ticks the terms of sale as a client does before paying
 * (`acceptTerms: false` leaves the box for the test).
 */
export async function choose(page: Page, date: string, time: string, participants: number, { acceptTerms = true } = {}): Promise<Locator> {
  const panel = panelOf(page);
  await panel.getByLabel('Prestation', { exact: true }).selectOption('service-1');
  await (await calendarDay(panel, date)).click();
  await panel.getByLabel('Horaire', { exact: true }).selectOption(time);
  await panel.getByLabel('Participants', { exact: true }).selectOption(String(participants));
  if (acceptTerms) await termsBox(panel).check();
  return panel;
}
