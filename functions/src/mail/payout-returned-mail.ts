/**
 * The mail of a payout the Kooker's bank sent back after it was paid (docs/argent.md, « Le solde
 * du Kooker »; docs/notifications.md): how much, that the money is safe on their Kookers account,
 * when it leaves again, and what to check. Pure: the processor's event writes it (events.ts).
 */
import { formatCents } from '@kookers/domain/money';
import { formatParisMoment } from '@kookers/domain/rules';
import { renderMail, type MailContent } from './layout';

/** One mail per payout and attempt returned: a second delivery of the event writes nothing more. */
export const payoutReturnedMailId = (payoutId: string, attempt: number) => `payout-returned-${payoutId}-${attempt}`;

export interface PayoutReturned {
  amount: number;
  /** The IBAN the payout went to, as the account shows it (« FR76 •••• 0189 »). */
  ibanHint: string;
  /** When it leaves again. */
  nextAttemptAt: Date;
}

/** To the Kooker: their bank sent a payout back; it leaves again at its next attempt. */
export function payoutReturnedMail(returned: PayoutReturned, firstName: string, origin: string): MailContent {
  return renderMail({
    subject: `Votre banque a renvoyé votre versement de ${formatCents(returned.amount)}`,
    title: 'Versement renvoyé par votre banque',
    paragraphs: [
      firstName ? `Bonjour ${firstName},` : 'Bonjour,',
      `Votre versement de ${formatCents(returned.amount)} avait été envoyé sur votre compte bancaire, mais votre banque nous l’a renvoyé (le plus souvent : un compte clos, ou un IBAN qu’elle refuse). L’argent est de nouveau sur votre compte Kookers : rien n’est perdu.`,
      `Il repart le ${formatParisMoment(returned.nextAttemptAt)}. Si ce compte bancaire n’est plus le bon, donnez-en un nouveau dans Paramètres › Revenus avant cette date.`,
    ],
    details: [
      ['Montant', formatCents(returned.amount)],
      ['Compte', returned.ibanHint],
      ['Nouvel essai', formatParisMoment(returned.nextAttemptAt)],
    ],
    action: { label: 'Voir mes versements', url: `${origin}/settings?onglet=revenus` },
    footer: ['Vous recevez ce message parce qu’il concerne un versement de votre compte Kookers.'],
  });
}
