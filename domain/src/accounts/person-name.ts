/**
 * What a first or last name may be (docs/messagerie.md, « Des noms qui ne trompent pas »): the
 * names of the private profile and of a Kooker's profile are shown to the other member of a
 * conversation, in mail subjects (« Camille M. vous a écrit sur Kookers ») and on public pages.
 * So a name holds letters only — no digits, `@` or link to pass a phone number or an address —,
 * in one alphabet (no Cyrillic « о » among Latin letters to pass a word below), and never poses as
 * the platform (« Équipe Sécurité Kookers »). firestore.rules (`isPersonName`) holds the same
 * rules; tests/rules/users.test.ts checks both against the same names.
 */
import { string } from 'yup';

/** Letters, combining accents, spaces, hyphens, apostrophes and dots; nothing else. */
const ALLOWED = /^[\p{L}\p{M} '’.-]*$/u;
/** A dot that does not end a word: `monsite.fr`, never a name (« J.-P. », « J. Dupont » end theirs). */
const DOTTED_WORD = /\.(?![ '’-]|$)/u;
/** One alphabet per name: Latin, Greek, Cyrillic, or any other without those three. */
const ONE_SCRIPT = [
  /^[\p{Script=Latin}\p{M} '’.-]*$/u,
  /^[\p{Script=Greek}\p{M} '’.-]*$/u,
  /^[\p{Script=Cyrillic}\p{M} '’.-]*$/u,
  /^[^\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]*$/u,
];

/**
 * Words that make a name speak for the platform, accents and case aside; and the brand, which no
 * name holds even spelled with separators (« K o o k-e-r s »).
 */
export const RESERVED_NAME_WORDS = [
  'kooker',
  'kookers',
  'equipe',
  'team',
  'support',
  'securite',
  'security',
  'admin',
  'administrateur',
  'administratrice',
  'administration',
  'moderateur',
  'moderatrice',
  'moderation',
  'staff',
  'officiel',
  'officielle',
  'official',
  'assistance',
  'helpdesk',
  'noreply',
  'no-reply',
] as const;

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

export type NameLabel = 'Le prénom' | 'Le nom';

/** Why a first or last name is refused, in French, or null when it may be written. An empty name is allowed. */
export function personNameProblem(name: string, label: NameLabel): string | null {
  if (!ALLOWED.test(name)) return `${label} ne peut contenir que des lettres, des espaces, des tirets et des apostrophes.`;
  if (DOTTED_WORD.test(name)) return `${label} ne peut pas contenir d’adresse de site.`;
  if (!ONE_SCRIPT.some((script) => script.test(name))) return `${label} doit être écrit dans un seul alphabet.`;
  const folded = fold(name);
  const words = folded.split(/[ '’.]+/);
  const reserved = (word: string) => (RESERVED_NAME_WORDS as readonly string[]).includes(word);
  if (words.some((word) => reserved(word) || word.split('-').some(reserved)) || folded.replace(/[ '’.-]/g, '').includes('kookers'))
    return `${label} ne peut pas laisser croire que vous écrivez au nom de Kookers.`;
  return null;
}

/** A first or last name field of a form: trimmed, at most `max` characters, and a person's name (personNameProblem). */
export function personNameField(label: NameLabel, max: number) {
  return string()
    .trim()
    .default('')
    .max(max, `${label} ne peut pas dépasser ${max} caractères`)
    .test('person-name', (value, context) => {
      const problem = personNameProblem(value ?? '', label);
      return problem ? context.createError({ message: problem }) : true;
    });
}
