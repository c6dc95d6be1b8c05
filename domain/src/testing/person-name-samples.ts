/**
 * Names for the tests of the name rule (domain/src/accounts/person-name.ts) and of its copy in
 * firestore.rules (tests/rules/users.test.ts, tests/rules/kookers.test.ts): both must agree on each.
 */

/** Names people have, which must all be accepted. */
export const ACCEPTED_NAMES = [
  'Camille',
  'Jean-Pierre',
  'N’Diaye',
  "O'Connor",
  'J.-P.',
  'Zoë',
  'Nguyễn',
  'Åsa',
  'Élodie',
  'de La Tour',
  'Κώστας',
  'Дмитрий',
  '王',
  'محمد',
  '',
];

/** What may not stand for a name, with the sentence that says why. */
export const REFUSED_NAMES: Array<[string, RegExp]> = [
  ['06 12 34 56 78', /que des lettres/],
  ['Camille2', /que des lettres/],
  ['camille@gmail', /que des lettres/],
  ['https://x', /que des lettres/],
  ['monsite.fr', /adresse de site/],
  ['Кookers', /un seul alphabet/],
  ['Équipe', /au nom de Kookers/],
  ['Équipe Sécurité Kookers', /au nom de Kookers/],
  ['Support', /au nom de Kookers/],
  ['SECURITE', /au nom de Kookers/],
  ['Kooker', /au nom de Kookers/],
  ['K o o k-e-r s', /au nom de Kookers/],
  ['Service-Modération', /au nom de Kookers/],
  ['Admin', /au nom de Kookers/],
  ['no-reply', /au nom de Kookers/],
];
