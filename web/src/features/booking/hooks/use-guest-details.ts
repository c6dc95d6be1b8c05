import { useCallback, useEffect, useRef, useState } from 'react';
import {
  EMPTY_GUEST_DETAILS,
  errorsAfterChange,
  NO_PROFILE_CONTACT,
  type GuestDetails,
  type GuestDetailsErrors,
  type ProfileContact,
} from '../guest-details';

/** The client's details in the panel: what they typed, its errors, and their profile's. */
export interface GuestDetailsState {
  value: GuestDetails;
  errors: GuestDetailsErrors;
  /** The phone and address of the client's profile; null while unknown. */
  profile: ProfileContact | null;
  change: (patch: Partial<GuestDetails>) => void;
  /** Shows what the last 'Réserver' found wrong. */
  showErrors: (errors: GuestDetailsErrors) => void;
  /** The profile's phone and address, waited for when 'Réserver' comes before them. */
  saved: () => Promise<ProfileContact>;
}

/**
 * The client's phone, address, allergies, diets and note (docs/reservations.md, « Se joindre »,
 * « Où », « Allergies et régimes »), and their consent to a menu holding an allergen they ticked.
 * The profile's phone and address are read once the signed-in client (`uid`) uses the panel
 * (`used`): the phone fills its field at once, the address once the communes are here
 * (EventAddressFields).
 */
export function useGuestDetails(uid: string | null, used: boolean): GuestDetailsState {
  const [value, setValue] = useState<GuestDetails>(EMPTY_GUEST_DETAILS);
  const [errors, setErrors] = useState<GuestDetailsErrors>({});
  const [profile, setProfile] = useState<ProfileContact | null>(null);
  // The profile's phone and address on their way: a 'Réserver' pressed before they arrive waits for them.
  const loading = useRef<Promise<ProfileContact> | null>(null);

  useEffect(() => {
    if (uid === null || !used) return;
    let current = true;
    const load = import('../api/profile-contact').then(({ readProfileContact }) => readProfileContact(uid)).catch(() => NO_PROFILE_CONTACT);
    loading.current = load;
    void load.then((contact) => {
      if (!current) return;
      setProfile(contact);
      setValue((details) => ({ ...details, phone: details.phone === '' ? contact.phone : details.phone }));
      setErrors((shown) => ({ ...shown, phone: contact.phone === '' ? shown.phone : undefined }));
    });
    return () => {
      current = false;
    };
  }, [uid, used]);

  const change = useCallback((patch: Partial<GuestDetails>) => {
    setValue((details) => ({ ...details, ...patch }));
    setErrors((shown) => errorsAfterChange(shown, patch));
  }, []);

  const saved = async () => (await loading.current) ?? NO_PROFILE_CONTACT;

  return { value, errors, profile, change, showErrors: setErrors, saved };
}
