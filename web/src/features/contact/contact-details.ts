import { PLATFORM_IDENTITY } from '@kookers/domain/rules';

/** How to reach the Kookers team and its hours, shown by the contact page. */
export const contactDetails = {
  email: 'contact@kookers.fr',
  phone: '01 84 60 12 34',
  phoneHref: 'tel:+33184601234',
  // The registered office, as the legal notice and the invoices give it.
  address: ['Kookers', ...PLATFORM_IDENTITY.address.split(', ')],
  hours: [
    { days: 'Lundi – vendredi', hours: '9h – 18h' },
    { days: 'Samedi', hours: '10h – 16h' },
    { days: 'Dimanche', hours: 'Fermé' },
  ],
} as const;
