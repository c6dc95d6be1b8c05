/**
 * The mail of a payout account given or changed (docs/notifications.md ; docs/argent.md, « Le
 * compte de versement »): to the Kooker's verified address, what the account now is and how to
 * react if it was not them. Pure: setPayoutAccount writes it, in the transaction of the change.
 */
import { formatParisMoment } from '@kookers/domain/rules';
import { renderMail, type MailContent } from './layout';

const hello = (name: string) => (name ? `Bonjour ${name},` : 'Bonjour,');

/** One mail per change: the retried transaction of a call writes the same document, a retried call changes nothing more. */
export const payoutAccountMailId = (kookerId: string, at: Date) => `payout-account-${kookerId}-${at.getTime()}`;

export interface PayoutAccountNotice {
  /** The first account given, or a new IBAN instead of the one given. */
  kind: 'first' | 'change';
  holder: string;
  /** « FR76 •••• 0189 »: the IBAN's start and its last 4 characters. */
  ibanHint: string;
  at: Date;
  /** A changed account receives no payout until then (null for the first one). */
  heldUntil: Date | null;
}

/** To the Kooker: their payout account was given or changed, when, to what, and what to do if it was not them. */
export function payoutAccountMail(notice: PayoutAccountNotice, firstName: string, origin: string): MailContent {
  const when = formatParisMoment(notice.at);
  const changed = notice.kind === 'change';
  return renderMail({
    subject: changed ? 'Votre compte de versement Kookers a changé' : 'Votre compte de versement Kookers est enregistré',
    title: changed ? 'Nouveau compte de versement' : 'Compte de versement enregistré',
    paragraphs: [
      hello(firstName),
      changed
        ? `Le compte bancaire sur lequel vous recevez vos versements Kookers a été changé le ${when}.`
        : `Le compte bancaire sur lequel vous recevrez vos versements Kookers a été enregistré le ${when}.`,
      ...(notice.heldUntil ? [`Par sécurité, aucun versement n’y partira avant le ${formatParisMoment(notice.heldUntil)}.`] : []),
      `Si ce n’était pas vous, changez tout de suite votre mot de passe (Mon profil › Compte, ou « Mot de passe oublié » à la connexion) et écrivez-nous via la page Contact, ${origin}/contact.`,
    ],
    details: [
      ['Titulaire', notice.holder],
      ['IBAN', notice.ibanHint],
      ['Quand', when],
    ],
    action: { label: 'Ce n’était pas moi : nous écrire', url: `${origin}/contact` },
    footer: [
      'Vous recevez ce message à chaque enregistrement ou changement du compte de versement de votre compte Kookers.',
      'Kookers ne vous demande jamais votre mot de passe ni votre IBAN par courriel.',
    ],
  });
}
