import { PHONE_INVALID, PHONE_REQUIRED } from '@kookers/domain/accounts';
import { COMMUNE_REQUIRED } from '@kookers/domain/booking';
import { suggestCommunes } from '@kookers/domain/communes';
import { communeData } from '@kookers/domain/communes-data';
import { ADDRESS_REQUIRED } from '@kookers/domain/kookers';
import { describe, expect, it } from 'vitest';
import { COMMUNES_UNAVAILABLE } from '../../lib/commune-data';
import { checkGuestDetails, EMPTY_GUEST_DETAILS, errorsAfterChange, NO_PROFILE_CONTACT, type GuestDetails } from './guest-details';

const communes = communeData();
const kooker = { city: 'Lyon', cityInsee: '69123', serviceArea: 20 };
const atKookers = { location: 'kooker', allergens: [] } as const;
const atClients = { location: 'client', allergens: ['arachides'] } as const;
const suggestion = (name: string) => {
  const [found] = suggestCommunes(communes, name, 1);
  if (!found) throw new Error(name);
  return found;
};
const guest = (patch: Partial<GuestDetails>): GuestDetails => ({ ...EMPTY_GUEST_DETAILS, ...patch });

describe('checkGuestDetails', () => {
  it('books at the Kooker’s with the phone typed, or the profile’s when none is', () => {
    const typed = checkGuestDetails({
      guest: guest({ phone: ' 06 12 34 56 78 ' }),
      saved: NO_PROFILE_CONTACT,
      service: atKookers,
      kooker,
      communes: null,
    });
    expect(typed).toMatchObject({ ok: true, phone: '06 12 34 56 78', address: '', acknowledged: false });
    const saved = { phone: '07 11 22 33 44', address: '' };
    expect(checkGuestDetails({ guest: guest({}), saved, service: atKookers, kooker, communes: null })).toMatchObject({
      ok: true,
      phone: saved.phone,
    });
  });

  it('asks for a French phone', () => {
    const none = checkGuestDetails({ guest: guest({}), saved: NO_PROFILE_CONTACT, service: atKookers, kooker, communes: null });
    expect(none).toEqual({ ok: false, errors: expect.objectContaining({ phone: PHONE_REQUIRED }) });
    const wrong = checkGuestDetails({
      guest: guest({ phone: '12' }),
      saved: NO_PROFILE_CONTACT,
      service: atKookers,
      kooker,
      communes: null,
    });
    expect(wrong.errors.phone).toBe(PHONE_INVALID);
  });

  it('at the client’s, asks for a street and a commune inside the Kooker’s area', () => {
    const phone = '06 12 34 56 78';
    const empty = checkGuestDetails({ guest: guest({ phone }), saved: NO_PROFILE_CONTACT, service: atClients, kooker, communes });
    expect(empty.errors).toMatchObject({ street: ADDRESS_REQUIRED, commune: COMMUNE_REQUIRED });
    const far = checkGuestDetails({
      guest: guest({ phone, street: '1 rue de la Paix', commune: suggestion('Marseille') }),
      saved: NO_PROFILE_CONTACT,
      service: atClients,
      kooker,
      communes,
    });
    expect(far.ok).toBe(false);
    expect(far.errors.commune).toMatch(/km/);
    const near = checkGuestDetails({
      guest: guest({ phone, street: '12 rue des Lilas', commune: suggestion('Villeurbanne') }),
      saved: NO_PROFILE_CONTACT,
      service: atClients,
      kooker,
      communes,
    });
    expect(near).toMatchObject({ ok: true, address: '12 rue des Lilas, 69100 Villeurbanne' });
  });

  it('reads the profile’s address when ‘Réserver’ came before it filled the fields', () => {
    const saved = { phone: '06 12 34 56 78', address: '12 rue des Lilas, 69100 Villeurbanne' };
    expect(checkGuestDetails({ guest: guest({}), saved, service: atClients, kooker, communes })).toMatchObject({
      ok: true,
      address: saved.address,
    });
  });

  it('says when the communes could not be loaded', () => {
    const check = checkGuestDetails({
      guest: guest({ phone: '06 12 34 56 78', street: '1 rue' }),
      saved: NO_PROFILE_CONTACT,
      service: atClients,
      kooker,
      communes: null,
    });
    expect(check.errors.commune).toBe(COMMUNES_UNAVAILABLE);
  });

  it('books a menu holding an allergen the client ticked only once they acknowledged it', () => {
    const details = {
      phone: '06 12 34 56 78',
      street: '12 rue des Lilas',
      commune: suggestion('Villeurbanne'),
      allergens: ['arachides' as const],
    };
    const input = { saved: NO_PROFILE_CONTACT, service: atClients, kooker, communes };
    expect(checkGuestDetails({ ...input, guest: guest(details) }).errors.acknowledged).toMatch(/^Cochez cette case/);
    expect(checkGuestDetails({ ...input, guest: guest({ ...details, acknowledged: true }) })).toMatchObject({
      ok: true,
      acknowledged: true,
    });
  });
});

describe('errorsAfterChange', () => {
  it('clears the error of the field changed, and the acknowledgement’s when the allergens change', () => {
    const errors = { phone: 'p', street: 's', commune: 'c', acknowledged: 'a' };
    expect(errorsAfterChange(errors, { phone: '06' })).toEqual({ phone: undefined, street: 's', commune: 'c', acknowledged: 'a' });
    expect(errorsAfterChange(errors, { allergens: [] })).toEqual({ phone: 'p', street: 's', commune: 'c', acknowledged: undefined });
    expect(errorsAfterChange(errors, { note: 'x' })).toEqual(errors);
  });
});
