import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BookingSummary } from './booking-summary';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('BookingSummary', () => {
  it('shows the price per person, the participants and the total in French', () => {
    const html = text(
      renderToStaticMarkup(
        <BookingSummary serviceName="Atelier tajine" pricePerPerson={3550} date="2026-12-04" time="10:00" participants={3} />,
      ),
    );
    expect(html).toContain('Récapitulatif');
    expect(html).toContain('vendredi 4 décembre 2026 à 10:00');
    expect(html).toMatch(/Prix par personne 35,50\s€/);
    expect(html).toContain('Participants 3 participants');
    // 3 × 35,50 € = 106,50 €.
    expect(html).toMatch(/Total 106,50\s€/);
  });
});
