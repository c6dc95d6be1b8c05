import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { BookingConsent } from './booking-consent';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function consent(error: string | null = null) {
  return renderToStaticMarkup(
    <MemoryRouter>
      <BookingConsent
        kooker={{ firstName: 'Claire', lastName: 'Dubois', legalStatus: { kind: 'professional', siret: '73282932000074' } }}
        accepted={false}
        error={error}
        onChange={() => undefined}
      />
    </MemoryRouter>,
  );
}

describe('BookingConsent', () => {
  it('names the Kooker and their status, the platform’s part, no withdrawal right, and the box for the terms of sale with their version', () => {
    const shown = text(consent());
    expect(shown).toContain('Avant de payer');
    expect(shown).toContain('Votre contrat est conclu avec Claire Dubois, Kooker professionnel (SIRET 732 829 320 00074)');
    expect(shown).toContain('Kookers est l’intermédiaire');
    expect(shown).toContain('Pas de droit de rétractation');
    expect(shown).toMatch(/J’ai lu et j’accepte les conditions générales de vente \(version du \d+(er)? \p{L}+ \d{4}\)\./u);
    expect(consent()).toContain('href="/terms-of-sale"');
  });

  it('says why when the box was left unticked', () => {
    const html = consent('Cochez la case pour accepter les conditions générales de vente.');
    expect(html).toContain('role="alert"');
    expect(html).toContain('aria-invalid="true"');
    expect(text(html)).toContain('Cochez la case pour accepter les conditions générales de vente.');
  });
});
