/**
 * What the client reads above « Réserver et payer » before they pay (docs/reservations.md,
 * « Ce que le client accepte »): with whom the contract is made and under which status, the
 * platform's part, and the withdrawal right a leisure service on a fixed date does not have.
 * The cancellation tiers with their dates are the summary's, just above (cancellationPolicyText, booking-text.ts).
 */
import { formatSiret, type KookerLegalStatus } from '../kookers/legal-status';
import { EARNINGS_HELD_HOURS } from '../rules/rules';
import type { BookingTerms } from '../money/terms';

const NBSP = '\u00a0';

/** The Kooker as the booking names them. */
interface ContractParty {
  firstName: string;
  lastName: string;
  legalStatus: KookerLegalStatus | null;
}

/**
 * « Votre contrat est conclu avec Claire Dubois, professionnelle… »: who the client contracts
 * with, and what their status means for the client's rights (the consumer code binds a
 * professional, not a private person).
 */
export function contractPartyText({ firstName, lastName, legalStatus }: ContractParty): string {
  const name = `${firstName} ${lastName}`.trim();
  if (legalStatus?.kind === 'professional')
    return (
      `Votre contrat est conclu avec ${name}, Kooker professionnel (SIRET ${formatSiret(legalStatus.siret)}) : ` +
      'vous bénéficiez envers lui des droits que le Code de la consommation donne aux consommateurs.'
    );
  if (legalStatus?.kind === 'individual')
    return (
      `Votre contrat est conclu avec ${name}, Kooker particulier : entre particuliers, ` +
      'le Code de la consommation ne s’applique pas ; les conditions générales de vente de Kookers règlent la réservation.'
    );
  return `Votre contrat est conclu avec ${name}, le Kooker qui assure la prestation.`;
}

/** The platform's part: an intermediary that takes the payment for the Kooker and keeps its commission. */
export function intermediaryText(terms: BookingTerms): string {
  return (
    `Kookers est l’intermédiaire : la plateforme encaisse votre paiement pour le compte du Kooker, le lui reverse après la prestation, ` +
    `passé le délai de ${EARNINGS_HELD_HOURS}${NBSP}h laissé pour signaler un problème, et garde une commission de ${terms.commissionPercent}${NBSP}%.`
  );
}

/** No withdrawal right: a leisure service provided on a fixed date is excluded from it (Code de la consommation, L.221-28 12°). */
export const NO_WITHDRAWAL_TEXT =
  'Pas de droit de rétractation : une prestation de loisirs fournie à une date déterminée en est exclue ' +
  '(article L.221-28 12° du Code de la consommation). Vous pouvez en revanche annuler selon les conditions d’annulation du récapitulatif.';
