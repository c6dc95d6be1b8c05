import { describe, expect, it } from 'vitest';
import { payoutAccountMail, payoutAccountMailId } from './payout-account-mail';

const origin = 'https://kookers.fr';
const spaced = (text: string) => text.replace(/\s/g, ' ');
const at = new Date('2026-11-24T09:00:00Z');
const hostile = '</style><script>alert(1)</script>';

describe('the mail of a payout account given or changed', () => {
  it('names the change by the Kooker and its instant', () => {
    expect(payoutAccountMailId('claire', at)).toBe(`payout-account-claire-${at.getTime()}`);
  });

  it('tells a change: the holder, the IBAN’s last 4 characters, when, the 72 h, and what to do if it was not them', () => {
    const mail = payoutAccountMail(
      { kind: 'change', holder: 'Claire Martin', ibanHint: 'FR14 •••• 2606', at, heldUntil: new Date('2026-11-27T09:00:00Z') },
      'Claire',
      origin,
    );
    const text = spaced(mail.text);
    expect(mail.subject).toBe('Votre compte de versement Kookers a changé');
    expect(text).toContain('Bonjour Claire,');
    expect(text).toContain('a été changé le mardi 24 novembre à 10:00.');
    expect(text).toContain('aucun versement n’y partira avant le vendredi 27 novembre à 10:00.');
    expect(text).toMatch(/Titulaire : +Claire Martin/);
    expect(text).toMatch(/IBAN : +FR14 •••• 2606/);
    expect(text).toContain('changez tout de suite votre mot de passe');
    expect(text).toContain(`${origin}/contact`);
    expect(mail.html).toContain(`href="${origin}/contact"`);
  });

  it('tells a first account without a wait, and escapes the holder', () => {
    const mail = payoutAccountMail({ kind: 'first', holder: hostile, ibanHint: 'FR76 •••• 0189', at, heldUntil: null }, '', origin);
    expect(mail.subject).toBe('Votre compte de versement Kookers est enregistré');
    expect(spaced(mail.text)).toContain('Bonjour,');
    expect(mail.text).not.toContain('aucun versement');
    expect(mail.html).not.toContain('<script>');
  });
});
