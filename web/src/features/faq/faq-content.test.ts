import {
  BOOKING_MAX_DAYS_AHEAD,
  BOOKING_MIN_LEAD_HOURS,
  CLIENT_CANCELLATION_DEADLINE_HOURS,
  COMMISSION_PERCENT,
  EARNINGS_HELD_HOURS,
  FULL_REFUND_MIN_DAYS,
  PARTICIPANTS_MAX,
  PARTICIPANTS_MIN,
  PHOTOS_PER_CARD_MAX,
  REFUND_PERCENT,
  SPECIALTY_CARDS_MAX,
} from '@kookers/domain/rules';
import { describe, expect, it } from 'vitest';
import { type FaqItem, faqCategories } from './faq-content';

const allItems: FaqItem[] = faqCategories.flatMap((category) => category.items);

/** Non-breaking spaces (French typography) read as plain spaces, so the checks stay about words. */
function plain(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

/** The answer of the one question of a category that matches `question`. */
function answerTo(categoryId: string, question: RegExp): string {
  const category = faqCategories.find((candidate) => candidate.id === categoryId);
  if (!category) throw new Error(`Catégorie absente : ${categoryId}`);
  const matches = category.items.filter((item) => question.test(plain(item.question)));
  if (matches.length !== 1) {
    throw new Error(`${matches.length} question(s) de « ${categoryId} » correspondent à ${question}`);
  }
  return plain(matches[0]?.answer ?? '');
}

describe('faqCategories: structure', () => {
  it('has its four categories, in order', () => {
    expect(faqCategories.map((category) => category.title)).toEqual(['Général', 'Réservations', 'Devenir Kooker', 'Paiements']);
    expect(faqCategories.map((category) => category.id)).toEqual(['general', 'reservations', 'devenir-kooker', 'paiements']);
  });

  it('uses unique ids that are valid HTML fragment identifiers', () => {
    const ids = faqCategories.map((category) => category.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
  });

  it('has between three and five questions per category', () => {
    for (const category of faqCategories) {
      expect(category.items.length, category.title).toBeGreaterThanOrEqual(3);
      expect(category.items.length, category.title).toBeLessThanOrEqual(5);
    }
  });

  it('asks real questions and gives non-empty answers', () => {
    for (const item of allItems) {
      expect(item.question.trim(), item.question).not.toBe('');
      expect(item.question.trim().endsWith('?'), item.question).toBe(true);
      expect(item.answer.trim().length, item.question).toBeGreaterThan(40);
    }
  });

  it('never asks the same question twice', () => {
    const questions = allItems.map((item) => plain(item.question).toLowerCase());
    expect(new Set(questions).size).toBe(questions.length);
  });

  it('uses the typographic apostrophe and no placeholder', () => {
    for (const item of allItems) {
      for (const text of [item.question, item.answer]) {
        expect(text, text).not.toContain("'");
        expect(text, text).not.toMatch(/undefined|NaN|\[object|\$\{/);
      }
    }
  });
});

describe('faqCategories: the answers state the real rules', () => {
  it('takes the payment at booking and pays the Kooker after the service, once the complaint window has passed, on Mondays', () => {
    const charged = answerTo('paiements', /débité/);
    expect(charged).toMatch(/au moment de la réservation/);
    expect(charged).toMatch(/prix par personne multiplié par le nombre de participants/);

    const payout = answerTo('paiements', /Kooker est-il payé/);
    expect(payout).toMatch(/prestation terminée/);
    expect(payout).toMatch(/commission/);
    expect(payout).toContain(`retenue ${EARNINGS_HELD_HOURS} h`);
    expect(payout).toMatch(/chaque lundi/);

    expect(answerTo('reservations', /Comment réserver/)).toMatch(/paiement est effectué au moment de la réservation/);
  });

  it('states the commission and what the Kooker keeps', () => {
    const answer = answerTo('paiements', /commission/i);
    expect(answer).toContain(`commission de ${COMMISSION_PERCENT} %`);
    expect(answer).toContain(`${100 - COMMISSION_PERCENT} %`);
    expect(answer).toMatch(/le Kooker reçoit le reste/);
  });

  it('states the client cancellation deadline and both refund tiers', () => {
    const answer = answerTo('reservations', /annuler ma réservation/);
    expect(answer).toContain(`jusqu’à ${CLIENT_CANCELLATION_DEADLINE_HOURS} h avant`);
    expect(answer).toContain(`au moins ${FULL_REFUND_MIN_DAYS} jours avant`);
    expect(answer).toContain(`remboursé à ${REFUND_PERCENT.early} %`);
    expect(answer).toContain(`remboursé à ${REFUND_PERCENT.late} %`);
    expect(answer).toContain(`À moins de ${CLIENT_CANCELLATION_DEADLINE_HOURS} h du début, la réservation ne peut plus être annulée`);
  });

  it('refunds the client in full when the Kooker cancels', () => {
    const answer = answerTo('reservations', /Kooker annule/);
    expect(answer).toMatch(/à tout moment avant le début/);
    expect(answer).toContain(`remboursé à ${REFUND_PERCENT.byKooker} %`);
  });

  it('repeats the three refund rates in the payments category', () => {
    const answer = answerTo('paiements', /remboursements/);
    expect(answer).toContain(`${REFUND_PERCENT.early} % si le client annule au moins ${FULL_REFUND_MIN_DAYS} jours avant`);
    expect(answer).toContain(
      `${REFUND_PERCENT.late} % s’il annule entre ${FULL_REFUND_MIN_DAYS} jours et ${CLIENT_CANCELLATION_DEADLINE_HOURS} h avant`,
    );
    expect(answer).toContain(`${REFUND_PERCENT.byKooker} % si c’est le Kooker qui annule`);
  });

  it('states the booking window', () => {
    const answer = answerTo('reservations', /à l’avance/);
    expect(answer).toContain(`au plus tard ${BOOKING_MIN_LEAD_HOURS} h avant son début`);
    expect(answer).toContain(`au plus tôt ${BOOKING_MAX_DAYS_AHEAD} jours avant`);
  });

  it('states the number of participants, bounded by the Kooker’s capacity', () => {
    const answer = answerTo('reservations', /personnes/);
    expect(answer).toContain(`de ${PARTICIPANTS_MIN} à ${PARTICIPANTS_MAX} participants`);
    expect(answer).toMatch(/capacité d’accueil/);
  });

  it('lets only completed bookings be reviewed, once, from 1 to 5 stars', () => {
    const answer = answerTo('general', /avis/);
    expect(answer).toMatch(/réservation terminée/);
    expect(answer).toMatch(/un seul avis par réservation/);
    expect(answer).toMatch(/de 1 à 5 étoiles/);
  });

  it('explains who may become a Kooker, for free, from “Mon profil”', () => {
    const answer = answerTo('devenir-kooker', /Qui peut/);
    expect(answer).toMatch(/adresse email est vérifiée/);
    expect(answer).toMatch(/gratuit/);
    expect(answer).toMatch(/« Mon profil »/);
  });

  it('lists the prerequisites of a Kooker', () => {
    const answer = answerTo('devenir-kooker', /prérequis/);
    expect(answer).toMatch(/passion/);
    expect(answer).toMatch(/maîtrise des spécialités/);
    expect(answer).toMatch(/règles d’hygiène et de sécurité alimentaire/);
    expect(answer).toMatch(/assurance/);
  });

  it('states the limits on services and photos', () => {
    const answer = answerTo('devenir-kooker', /prestations \?$/);
    expect(answer).toContain(`jusqu’à ${SPECIALTY_CARDS_MAX} prestations`);
    expect(answer).toContain(`jusqu’à ${PHOTOS_PER_CARD_MAX} photos`);
  });

  it('states what publishing a profile needs, and that it can be paused', () => {
    const answer = answerTo('devenir-kooker', /publier mon profil/);
    for (const needed of [
      'votre prénom',
      'votre ville',
      'une photo de profil',
      'au moins 50 caractères',
      'au moins une spécialité',
      'au moins une prestation',
      'au moins un jour disponible',
    ]) {
      expect(answer).toContain(needed);
    }
    expect(answer).toMatch(/en pause/);
  });

  it('explains the booking window and blocked days', () => {
    const answer = answerTo('devenir-kooker', /disponibilités/);
    expect(answer).toContain('de 24 h à 60 jours à l’avance');
    expect(answer).toMatch(/Bloquez les jours/);
  });

  it('never mentions an implementation detail of the payments', () => {
    for (const item of allItems) {
      expect(item.answer, item.question).not.toMatch(/processeur|simul|ledger|registre comptable|Firebase|Stripe/i);
    }
  });
});
