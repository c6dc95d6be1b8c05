import { describe, expect, it } from 'vitest';
import { payoutReturnedMail, payoutReturnedMailId } from './payout-returned-mail';

/** French texts hold no-break spaces ("108 €"): compared with plain ones. */
const spaced = (text: string) => text.replace(/\s/g, ' ');

describe('the mail of a payout the bank sent back', () => {
  const mail = payoutReturnedMail(
    { amount: 10_800, ibanHint: 'FR76 •••• 0189', nextAttemptAt: new Date('2026-11-30T10:05:00Z') },
    'Claire',
    'https://kookers.fr',
  );

  it('says how much came back, that nothing is lost, when it leaves again and what to check', () => {
    expect(spaced(mail.subject)).toBe('Votre banque a renvoyé votre versement de 108 €');
    expect(spaced(mail.text)).toContain('L’argent est de nouveau sur votre compte Kookers : rien n’est perdu.');
    expect(spaced(mail.text)).toContain('Il repart le lundi 30 novembre à 11:05.');
    expect(mail.text).toContain('https://kookers.fr/settings?onglet=revenus');
    expect(mail.html).toContain('FR76 •••• 0189');
  });

  it('is named by its payout and attempt, so a second delivery of the event writes nothing more', () => {
    expect(payoutReturnedMailId('claire_2026-W48', 1)).toBe('payout-returned-claire_2026-W48-1');
  });
});
