import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LINK_REMOVED, maskContactDetails, maskMessages, withoutLinks } from './contact-details';
import { MASK } from './messaging';

const ZWSP = '\u200b';

/** Every way of slipping a contact detail past a filter that we know of: each must be masked. */
const BYPASSES: Array<[string, string]> = [
  ['a plain mobile number', 'Appelez-moi au 06 12 34 56 78 demain'],
  ['dots', 'mon numéro : 06.12.34.56.78'],
  ['no separator', 'tel 0612345678'],
  ['+33', 'Joignable au +33 6 12 34 56 78.'],
  ['0033', 'au 0033612345678'],
  ['33 without +', 'au 33 6 12 34 56 78'],
  ['a mobile without its 0', 'au 6 12 34 56 78'],
  ['a foreign number', 'WhatsApp : +44 7911 123456'],
  ['full-width digits', 'mon numéro ０６ １２ ３４ ５６ ７８'],
  ['Arabic-Indic digits', 'رقمي ٠٦١٢٣٤٥٦٧٨'],
  ['Devanagari digits', '०६१२३४५६७८'],
  ['mathematical digits', '𝟎𝟔𝟏𝟐𝟑𝟒𝟓𝟔𝟕𝟖'],
  ['zero-width spaces between digits', `0${ZWSP}6${ZWSP}1${ZWSP}2${ZWSP}3${ZWSP}4${ZWSP}5${ZWSP}6${ZWSP}7${ZWSP}8`],
  ['a soft hyphen and a word joiner', '06\u00ad12\u206034\u00ad56\u206078'],
  ['underscores', '06_12_34_56_78'],
  ['commas', '06, 12, 34, 56, 78'],
  ['slashes', '06/12/34/56/78'],
  ['look-alike letters', 'O6 I2 34 56 78'],
  ['look-alike letters alone', 'O 6 1 2 3 4 5 6 7 8'],
  ['digits in French words', 'zéro six douze trente-quatre cinquante-six soixante-dix-huit'],
  ['digits one by one in words', 'zero six un deux trois quatre cinq six sept huit'],
  ['French words and digits mixed', '06 douze 34 cinquante six 78'],
  ['seventy and ninety', 'zéro six, soixante et onze, quatre-vingt-dix-neuf, quatre-vingts, douze'],
  ['an email', 'jean.dupont@gmail.com'],
  ['(at) and (dot)', 'jean(at)gmail(dot)com'],
  ['[at] and [dot]', 'jean [at] gmail [dot] com'],
  ['arobase and point', 'jean arobase gmail point com'],
  ['spaces around @ and .', 'jean @ gmail . com'],
  ['a full-width @', 'jean＠gmail.com'],
  ['an unusual suffix', 'linktr.ee/jean'],
  ['a phishing domain', 'Vérifiez votre compte sur kookers-securite.xyz/connexion'],
  ['a bare French domain', 'voir monsite.fr'],
  ['a domain in words', 'sur monsite point fr'],
  ['a bracketed dot', 'monsite(.)fr'],
  ['a link', 'https://example.org/menu?id=1'],
  ['www', 'www.example.org'],
  ['a capitalised suffix', 'écrivez sur monsite.Fr'],
  ['dashes', '06-12-34-56-78'],
  ['brackets', '(06) 12 34 56 78'],
  ['a subdomain with a path', 'ou moncompte.instagram.com/kenza'],
  ['a plus in an email', 'Écrivez à camille.martin+kookers@gmail.com !'],
];

/** Ordinary French that must come through untouched. */
const ORDINARY: string[] = [
  'Rendez-vous à 19h30, ou 19:30 si vous préférez.',
  'Le prix est de 35 € par personne, soit 280 € pour 8 personnes.',
  'Nous serons 6 adultes et 2 enfants, entre 8 et 12 personnes au plus.',
  'Le 12/03/2026 ou le 15/03/2026 ? Sinon du 12/03/2026-15/03/2026.',
  'Disponible le 2026-03-12 à 10:00.',
  'J’habite 12 rue de la République, 69002 Lyon, au 3e étage.',
  'Le code de la porte est 1234, bâtiment B.',
  'Merci.Il fait beau à Lyon.',
  'Bonjour.Je voulais savoir si le menu est sans gluten.',
  'M.Dupont viendra aussi.',
  'On se retrouve vers 19.30 ?',
  'Un dîner pour six, avec deux enfants de neuf et douze ans.',
  'Le point de rendez-vous est devant la gare, c’est un point important.',
  'Mon fils a 8 ans, ma fille 10 ans, et nous venons à quatre.',
  'La version 2.0 de la recette, 1 250 € le lot.',
  'Je suis à 5 minutes, j’arrive.',
  'Nous serons 6 le 12/12 à 19h30, pour 45 € par personne.',
  'Le 4 décembre 2026, vers 10:00, à Lyon (69002).',
  'Sans gluten pour 2 enfants de 8 et 10 ans, merci.',
  'Un menu à 120 € pour 4, ça vous va ?',
];

describe('maskContactDetails', () => {
  it.each(BYPASSES)('masks %s', (_, text) => {
    const result = maskContactDetails(text);
    expect(result.masked).toBe(true);
    expect(result.text).toContain(MASK);
    // Nothing of the number or address is left to read.
    expect(result.text.replace(MASK, '')).not.toMatch(/\d{2}.?\d{2}.?\d{2}|gmail|example|linktr|monsite|securite/i);
  });

  it.each(ORDINARY)('leaves « %s » as it is', (text) => {
    expect(maskContactDetails(text)).toEqual({ text, masked: false });
  });

  it('masks only the contact detail, keeping the words around it', () => {
    expect(maskContactDetails('Appelez-moi au 06 12 34 56 78 demain').text).toBe(`Appelez-moi au ${MASK} demain`);
    expect(maskContactDetails('Écrivez à jean(at)gmail(dot)com merci').text).toBe(`Écrivez à ${MASK} merci`);
    expect(maskContactDetails('voir kookers-securite.xyz/connexion.').text).toBe(`voir ${MASK}.`);
  });
});

describe('maskMessages (an author’s consecutive messages)', () => {
  it('masks a number split over two messages in both', () => {
    expect(maskMessages(['Mon numéro : 06 12 34', '56 78'])).toEqual([
      { text: `Mon numéro : ${MASK}`, masked: true },
      { text: MASK, masked: true },
    ]);
    expect(maskMessages(['jean', '@gmail.com'])).toEqual([
      { text: MASK, masked: true },
      { text: MASK, masked: true },
    ]);
  });

  it('leaves alone what holds no contact detail, alone or together', () => {
    expect(maskMessages(['Nous serons 6', 'le 12/03/2026 à 19h', 'pour 35 € chacun'])).toEqual([
      { text: 'Nous serons 6', masked: false },
      { text: 'le 12/03/2026 à 19h', masked: false },
      { text: 'pour 35 € chacun', masked: false },
    ]);
  });
});

describe('maskContactDetails, on generated texts', () => {
  it('masks any French number, grouped by pairs, with any separator and invisible characters', () => {
    const number = fc
      .tuple(fc.integer({ min: 1, max: 9 }), fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 }))
      .map(([first, rest]) => `0${first}${rest.join('')}`);
    fc.assert(
      fc.property(number, fc.constantFrom(' ', '.', '-', '_', ', ', '/', ' . ', ''), fc.boolean(), (digits, separator, invisible) => {
        const pairs = digits.match(/../g) ?? [];
        const written = pairs.map((pair) => (invisible ? [...pair].join(ZWSP) : pair)).join(separator);
        const result = maskContactDetails(`Voici mon numéro ${written}, à bientôt`);
        expect(result.masked).toBe(true);
        expect(result.text).toBe(`Voici mon numéro ${MASK}, à bientôt`);
      }),
    );
  });

  it('leaves any date, time, price and group size as they are', () => {
    fc.assert(
      fc.property(
        fc.record({
          day: fc.integer({ min: 1, max: 28 }),
          month: fc.integer({ min: 1, max: 12 }),
          year: fc.integer({ min: 2024, max: 2030 }),
          hour: fc.integer({ min: 8, max: 22 }),
          guests: fc.integer({ min: 2, max: 20 }),
          euros: fc.integer({ min: 1, max: 2000 }),
        }),
        ({ day, month, year, hour, guests, euros }) => {
          const pad = (n: number) => String(n).padStart(2, '0');
          const text = `Le ${pad(day)}/${pad(month)}/${year} à ${hour}h30, ${guests} personnes pour ${euros} € (${euros * guests} € en tout).`;
          expect(maskContactDetails(text)).toEqual({ text, masked: false });
        },
      ),
    );
  });
});

describe('withoutLinks (a member’s words quoted by a mail)', () => {
  it('removes every link, domain and email address, however written, and keeps the rest', () => {
    expect(withoutLinks('Urgent : vérifiez votre compte sur kookers-securite.xyz/connexion ou https://bit.ly/x')).toBe(
      `Urgent : vérifiez votre compte sur ${LINK_REMOVED} ou ${LINK_REMOVED}`,
    );
    expect(withoutLinks('écrivez à support(at)kookers-aide(dot)com')).toBe(`écrivez à ${LINK_REMOVED}`);
    expect(withoutLinks('Rendez-vous à 19h30 au 06 12 34 56 78.')).toBe('Rendez-vous à 19h30 au 06 12 34 56 78.');
  });
});
