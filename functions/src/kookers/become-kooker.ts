import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { EMPTY_USER_PROFILE, DEFAULT_EMAIL_PREFERENCES } from '@kookers/domain/accounts';
import { kookerToData, newKookerProfile } from '@kookers/domain/kookers';
import { onCall } from 'firebase-functions/https';
import { documentOf } from '../shared/db';
import { requireVerifiedUser } from '../shared/guards';

/**
 * Makes the caller a Kooker (docs/roles.md, « Les functions appelables »): sets the `isKooker` claim and flag, and creates an
 * unpublished, empty Kooker profile, every field present, for onboarding and the count of their photos (which the
 * rules need before the first upload). Irreversible and idempotent: calling it again changes
 * nothing that was already set, and never overwrites a profile or a count in progress.
 */
export const becomeKooker = onCall(async (request) => {
  const { uid } = requireVerifiedUser(request);
  const db = getFirestore();
  await db.runTransaction(async (transaction) => {
    const userRef = documentOf(db, 'users', uid);
    const kookerRef = documentOf(db, 'kookers', uid);
    const quotaRef = documentOf(db, 'imageQuotas', uid);
    const [user, kooker, quota] = await Promise.all([transaction.get(userRef), transaction.get(kookerRef), transaction.get(quotaRef)]);
    if (!user.exists) {
      // Sign-up normally creates it; an account whose first write failed gets it here.
      transaction.create(userRef, {
        id: uid,
        ...EMPTY_USER_PROFILE,
        isKooker: true,
        emails: DEFAULT_EMAIL_PREFERENCES,
        verifiedPhone: '',
        insurance: null,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
    } else if (user.data()?.isKooker !== true) {
      transaction.update(userRef, { isKooker: true, updatedAt: FieldValue.serverTimestamp() });
    }
    if (!kooker.exists) {
      // Every field of the model, through its writer: an ordered search query leaves out a profile
      // missing the field it orders by (newKookerProfile, domain/src/kookers/model.ts).
      transaction.create(kookerRef.withConverter(null), {
        ...kookerToData(newKookerProfile(uid)),
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    if (!quota.exists) {
      // `image` names the last photo added or removed (firestore.rules): none yet.
      transaction.create(quotaRef, { id: uid, count: 0, image: '' });
    }
  });
  const auth = getAuth();
  const { customClaims } = await auth.getUser(uid);
  if (customClaims?.isKooker !== true) {
    await auth.setCustomUserClaims(uid, { ...customClaims, isKooker: true });
  }
  return { isKooker: true };
});
