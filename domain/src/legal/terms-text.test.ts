import { describe, expect, it } from 'vitest';
import { currentTerms, type BookingTerms } from '../money/terms';
import {
  BOOKING_MAX_DAYS_AHEAD,
  BOOKING_MIN_LEAD_HOURS,
  EARNINGS_HELD_HOURS,
  PARTICIPANTS_MAX,
  PARTICIPANTS_MIN,
  PAYMENT_HOLD_MINUTES,
} from '../rules/rules';
import {
  bookingWindowText,
  clientCancellationTiers,
  commissionText,
  complaintText,
  fewerParticipantsText,
  kookerCancellationText,
  kookerPayoutText,
  kookerStatusText,
  paymentText,
  platformCancellationText,
  priceText,
  roundingText,
  termsVersionLabel,
} from './terms-text';

/** French texts hold no-break spaces ("10 %"): compared with plain ones. */
const spaced = (text: string) => text.replace(/\s/g, ' ');

/** Every money sentence the CGU and the CGV show, under `terms`. */
const sentencesOf = (terms: BookingTerms) =>
  [
    priceText(terms),
    bookingWindowText(),
    paymentText(),
    commissionText(terms),
    ...clientCancellationTiers(terms),
    fewerParticipantsText(terms),
    kookerCancellationText(terms),
    roundingText(),
    kookerPayoutText(terms),
    complaintText(),
    platformCancellationText(),
    kookerStatusText(),
  ].map(spaced);

/** The figures a text shows. */
const figuresIn = (text: string) => [...text.matchAll(/\d+/g)].map((match) => Number(match[0]));

/** Rules that differ from today's in every figure. */
const OTHER: BookingTerms = {
  version: '2027-01-15',
  commissionPercent: 15,
  fullRefundMinDays: 10,
  clientDeadlineHours: 72,
  refundPercent: { early: 90, late: 30, byKooker: 95 },
};

describe('the money sentences of the terms', () => {
  it('show only the figures of the rules: every figure is a constant of the domain', () => {
    for (const terms of [currentTerms(), OTHER]) {
      const allowed = new Set([
        terms.commissionPercent,
        100 - terms.commissionPercent,
        terms.fullRefundMinDays,
        24,
        terms.clientDeadlineHours,
        terms.refundPercent.early,
        terms.refundPercent.late,
        terms.refundPercent.byKooker,
        PARTICIPANTS_MIN,
        PARTICIPANTS_MAX,
        BOOKING_MIN_LEAD_HOURS,
        BOOKING_MAX_DAYS_AHEAD,
        PAYMENT_HOLD_MINUTES,
        EARNINGS_HELD_HOURS,
      ]);
      for (const sentence of sentencesOf(terms))
        for (const figure of figuresIn(sentence)) expect(allowed.has(figure), `${figure} dans « ${sentence} »`).toBe(true);
    }
  });

  it('say today’s rules, as currentTerms() gives them', () => {
    const terms = currentTerms();
    const [early, late, none] = clientCancellationTiers(terms).map(spaced);
    expect(early).toBe(
      `au moins ${terms.fullRefundMinDays} jours (${terms.fullRefundMinDays} × 24 h) avant le début : remboursement de ${terms.refundPercent.early} % du prix des participants encore réservés ;`,
    );
    expect(late).toBe(
      `moins de ${terms.fullRefundMinDays} jours et au moins ${terms.clientDeadlineHours} h avant le début : remboursement de ${terms.refundPercent.late} % du prix des participants encore réservés ;`,
    );
    expect(none).toBe(`moins de ${terms.clientDeadlineHours} h avant le début : la réservation ne peut plus être annulée par le client.`);
    expect(spaced(commissionText(terms))).toContain(`commission de ${terms.commissionPercent} % de ce qui est finalement conservé`);
    expect(spaced(commissionText(terms))).toContain(`soit ${100 - terms.commissionPercent} %`);
    expect(spaced(kookerCancellationText(terms))).toContain(`remboursé à ${terms.refundPercent.byKooker} % de ce qu’il a payé`);
    expect(spaced(fewerParticipantsText(terms))).toContain(`jamais en dessous de ${PARTICIPANTS_MIN}`);
    expect(spaced(priceText(terms))).toContain(`de ${PARTICIPANTS_MIN} à ${PARTICIPANTS_MAX}`);
    expect(spaced(paymentText())).toContain(`réservé ${PAYMENT_HOLD_MINUTES} minutes`);
    expect(spaced(kookerPayoutText(terms))).toContain(`retenue ${EARNINGS_HELD_HOURS} h à compter de ce moment`);
    expect(spaced(complaintText())).toContain(`Pendant les ${EARNINGS_HELD_HOURS} h qui suivent la fin de la prestation`);
  });

  it('follow the rules they are given, not today’s constants', () => {
    const [early, late, none] = clientCancellationTiers(OTHER).map(spaced);
    expect(early).toContain('au moins 10 jours');
    expect(early).toContain('remboursement de 90 %');
    expect(late).toContain('au moins 72 h');
    expect(late).toContain('remboursement de 30 %');
    expect(none).toContain('moins de 72 h');
    expect(spaced(commissionText(OTHER))).toContain('commission de 15 %');
    expect(spaced(commissionText(OTHER))).toContain('soit 85 %');
    expect(spaced(kookerCancellationText(OTHER))).toContain('remboursé à 95 %');
    expect(spaced(kookerPayoutText(OTHER))).toContain('remboursée à 30 %');
  });
});

describe('the version of the terms', () => {
  it('reads as a French date', () => {
    expect(termsVersionLabel('2026-11-26')).toBe('Version du 26 novembre 2026');
    expect(termsVersionLabel('2027-01-01')).toBe('Version du 1er janvier 2027');
    expect(termsVersionLabel()).toBe(termsVersionLabel(currentTerms().version));
  });
});
