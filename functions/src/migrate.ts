// The data migrations a deploy runs once its functions are live (scripts/deploy.mjs; README,
// « Déployer »), against the project named by --project, with the deployer's credentials
// (Application Default Credentials). Built to lib/migrate.js, never deployed. Each migration
// writes only what it has not written before: running it again changes nothing.
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { eraseLapsedContacts } from './bookings/erase-lapsed-contacts';
import { completeKookerProfiles } from './kookers/complete-profiles';
import { communeOnlyAddresses } from './offers/commune-only-addresses';
import { freezeBookingTerms } from './payments/freeze-terms';

const at = process.argv.indexOf('--project');
const projectId = at >= 0 ? process.argv[at + 1] : undefined;
if (!projectId) {
  console.error('[migration] Indiquez le projet : node functions/lib/migrate.js --project <identifiant>');
  process.exit(2);
}
initializeApp({ projectId });

async function main(): Promise<void> {
  const { examined, written } = await freezeBookingTerms(getFirestore());
  console.log(`[migration] Règles des réservations : ${written} réservation(s) complétée(s) sur ${examined}.`);
  const profiles = await completeKookerProfiles(getFirestore());
  console.log(`[migration] Profils de Kookers : ${profiles.written} profil(s) complété(s) sur ${profiles.examined}.`);
  const contacts = await eraseLapsedContacts(getFirestore(), new Date());
  console.log(`[migration] Coordonnées des réservations : ${contacts.written} réservation(s) mise(s) à la règle sur ${contacts.examined}.`);
  const addresses = await communeOnlyAddresses(getFirestore());
  console.log(`[migration] Demandes et offres : ${addresses.written} adresse(s) réduite(s) à la commune sur ${addresses.examined}.`);
}

main().catch((error: unknown) => {
  console.error(`[migration] Échec : ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
