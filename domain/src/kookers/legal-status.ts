/**
 * Who a Kooker is in law (docs/produit.md, « Qui est le Kooker ») : a private person
 * (« particulier ») or a professional with a SIRET. It decides whether the client has consumer
 * rights against them, so the client reads it before paying.
 */

export type KookerLegalStatus = { kind: 'individual' } | { kind: 'professional'; siret: string };

export const LEGAL_STATUS_LABELS = {
  individual: 'Particulier',
  professional: 'Professionnel',
} as const satisfies Record<KookerLegalStatus['kind'], string>;

/** The SIREN of La Poste, whose establishments' SIRETs follow another key (the sum of digits is a multiple of 5). */
const LA_POSTE_SIREN = '356000000';

/** The 14 digits of a SIRET as typed (spaces allowed), or null. */
export function siretDigits(input: string): string | null {
  const digits = input.replace(/\s/g, '');
  return /^\d{14}$/.test(digits) ? digits : null;
}

/**
 * Whether 14 digits make a SIRET: the Luhn key over the 14 digits (INSEE), or, for La Poste's
 * establishments, a sum of digits that is a multiple of 5. Whether the establishment exists is
 * the INSEE directory's to say: not asked yet (docs/produit.md).
 */
export function isValidSiret(input: string): boolean {
  const digits = siretDigits(input);
  if (!digits) return false;
  if (digits.startsWith(LA_POSTE_SIREN) && digits !== '35600000000048') {
    const sum = [...digits].reduce((total, digit) => total + Number(digit), 0);
    return sum % 5 === 0;
  }
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    let value = Number(digits[13 - index]);
    if (index % 2 === 1) {
      value *= 2;
      if (value > 9) value -= 9;
    }
    sum += value;
  }
  return sum % 10 === 0;
}

/** « 732 829 320 00074 »: a SIRET as people read it (SIREN in threes, then the NIC). */
export function formatSiret(digits: string): string {
  return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 9)} ${digits.slice(9)}`;
}

/** What the client reads of a Kooker's status: « Particulier » or « Professionnel — SIRET 732 829 320 00074 ». */
export function legalStatusText(status: KookerLegalStatus): string {
  return status.kind === 'individual'
    ? LEGAL_STATUS_LABELS.individual
    : `${LEGAL_STATUS_LABELS.professional} — SIRET ${formatSiret(status.siret)}`;
}

/** A legal status read from a document, or null when it is absent or malformed (a profile written before). */
export function legalStatusFromData(value: unknown): KookerLegalStatus | null {
  if (typeof value !== 'object' || value === null) return null;
  const data = value as Record<string, unknown>;
  if (data.kind === 'individual') return { kind: 'individual' };
  if (data.kind === 'professional' && typeof data.siret === 'string' && isValidSiret(data.siret))
    return { kind: 'professional', siret: data.siret };
  return null;
}
