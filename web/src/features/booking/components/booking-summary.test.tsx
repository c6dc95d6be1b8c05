import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BookingSummary } from './booking-summary';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Friday 4 December 2026, 10:00 in Paris. */
const start = new Date('2026-12-04T09:00:00Z');

function summaryAt(now: Date, priceUpdated = false) {
  return text(
    renderToStaticMarkup(
      <BookingSummary
        serviceName="Atelier tajine"
        pricePerPerson={3550}
        date="2026-12-04"
        time="10:00"
        participants={3}
        startAt={start}
        now={now}
        priceUpdated={priceUpdated}
      />,
    ),
  );
}

describe('BookingSummary', () => {
  it('shows the price per person, the participants and the total in French', () => {
    const html = summaryAt(new Date('2026-11-20T09:00:00Z'));
    expect(html).toContain('Récapitulatif');
    expect(html).toContain('vendredi 4 décembre 2026 à 10:00');
    expect(html).toMatch(/Prix par personne 35,50\s€/);
    expect(html).toContain('Participants 3 participants');
    // 3 × 35,50 € = 106,50 €.
    expect(html).toMatch(/Total 106,50\s€/);
  });

  it('states the slot’s cancellation policy with its dates before booking, and “Non annulable” under 48 h', () => {
    expect(summaryAt(new Date('2026-11-20T09:00:00Z'))).toContain(
      'Conditions d’annulation Annulation gratuite jusqu’au vendredi 27 novembre à 10:00 ; remboursement de 50 % jusqu’au mercredi 2 décembre à 10:00 ; ensuite, plus d’annulation.',
    );
    expect(summaryAt(new Date('2026-12-03T09:00:00Z'))).toContain(
      'Conditions d’annulation Non annulable : la prestation commence dans moins de 48 h.',
    );
  });

  it('says when the Kooker changed the price since the page was read', () => {
    expect(summaryAt(new Date('2026-11-20T09:00:00Z'), true)).toContain('Le Kooker a changé son prix : voici le nouveau total.');
    expect(summaryAt(new Date('2026-11-20T09:00:00Z'))).not.toContain('changé son prix');
  });
});
