/**
 * Writes the demonstration data into the running emulators (Auth and Firestore) with the Admin
 * SDK. Run by scripts/seed.mjs inside `firebase emulators:exec`, which sets
 * FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST and exports the result on exit.
 *
 *   node .cache/seed/main.mjs --now ISO [--kookers N] [--out DIR]
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { buildSeed, type SeedAccount, seedDocuments } from './build';
import { seedConversations } from './conversations';

const PROJECT_ID = 'demo-kookers';

interface SeedArguments {
  kookers: number;
  out: string;
  now: Date | null;
}

/**
 * `--now ISO` (the moment every date is placed from: scripts/seed.mjs chooses it and records it
 * beside the export, for the placement at start, docs/exploitation.md), `--kookers N` (synthetic
 * Kookers, default 0) and `--out DIR` (export folder, default emulator-data).
 */
function parseArguments(args: readonly string[]): SeedArguments & { now: Date } {
  const parsed: SeedArguments = { kookers: 0, out: 'emulator-data', now: null };
  for (let i = 0; i < args.length; i++) {
    const [flag, inline] = (args[i] ?? '').split('=', 2) as [string, string | undefined];
    const value = () => {
      const next = inline ?? args[++i];
      if (next === undefined || next === '') throw new Error(`Valeur manquante pour ${flag}.`);
      return next;
    };
    if (flag === '--kookers') {
      const text = value();
      const count = Number(text);
      if (!/^\d+$/.test(text) || !Number.isSafeInteger(count))
        throw new Error(`--kookers attend un nombre entier positif (reçu « ${text} »).`);
      parsed.kookers = count;
    } else if (flag === '--out') {
      parsed.out = value();
    } else if (flag === '--now') {
      const text = value();
      parsed.now = new Date(text);
      if (Number.isNaN(parsed.now.getTime())) throw new Error(`--now attend un instant ISO 8601 (reçu « ${text} »).`);
    } else {
      throw new Error(`Option inconnue : ${flag}. Options : --now ISO, --kookers N, --out DIR.`);
    }
  }
  if (!parsed.now) throw new Error('--now manque : lancez « npm run seed », qui le donne.');
  return { ...parsed, now: parsed.now };
}

async function createAccount(auth: Auth, account: SeedAccount): Promise<void> {
  const properties = { email: account.email, password: account.password, displayName: account.displayName, emailVerified: true };
  try {
    await auth.createUser({ uid: account.uid, ...properties });
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/uid-already-exists') throw error;
    await auth.updateUser(account.uid, properties);
  }
  await auth.setCustomUserClaims(account.uid, account.customClaims);
}

async function main(): Promise<void> {
  const args = parseArguments(process.argv.slice(2));
  if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error('Les émulateurs Auth et Firestore ne sont pas joignables : lancez « npm run seed » (firebase emulators:exec).');
  }
  const started = Date.now();

  const { now } = args;
  const data = await buildSeed({ now, stamp: (date) => Timestamp.fromDate(date), syntheticKookers: args.kookers });
  const built = Date.now();

  const app = initializeApp({ projectId: PROJECT_ID }, 'seed');
  try {
    const auth = getAuth(app);
    for (const account of data.accounts) await createAccount(auth, account);

    const db = getFirestore(app);
    const writer = db.bulkWriter({ throttling: false });
    let failures = 0;
    writer.onWriteError((error) => {
      if (error.failedAttempts < 3) return true;
      failures++;
      console.error(`[seed] ${error.documentRef.path} : ${error.message}`);
      return false;
    });
    const documents = seedDocuments(data);
    // `collection` may be a subcollection's path (kookers/<id>/services): collection() takes both.
    for (const document of documents)
      void writer.set(db.collection(document.collection).doc(document.id), document.data).catch(() => undefined);
    await writer.close();
    if (failures > 0) throw new Error(`${failures} document(s) n'ont pas pu être écrits.`);
    const conversations = await seedConversations(db, data.bookings, now);

    const seconds = (ms: number) => (ms / 1000).toLocaleString('fr-FR', { maximumFractionDigits: 1 });
    const cities = new Set(data.kookers.map((kooker) => kooker.city)).size;
    const clients = data.users.filter((user) => !user.isKooker).length;
    const services = Object.values(data.services).reduce((count, list) => count + list.length, 0);
    console.log(
      `[seed] ${data.kookers.length} Kookers publiés dans ${cities} villes, ${services} prestations, ${data.images.length} images, ` +
        `${data.bookings.length} réservations, ${conversations} conversations, ${data.reviews.length} avis, ${clients} clients, ` +
        `${data.accounts.length} comptes de démonstration (${data.accounts.map((account) => account.email).join(', ')}) : ` +
        `${documents.length} documents écrits en ${seconds(Date.now() - started)} s (génération ${seconds(built - started)} s), export vers ${args.out}.`,
    );
  } finally {
    await deleteApp(app);
  }
}

main().catch((error: unknown) => {
  console.error(`[seed] Échec : ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
