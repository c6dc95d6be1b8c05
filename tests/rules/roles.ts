import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';

/**
 * The people of the rules tests (docs/roles.md): a visitor, a user who has not verified their email,
 * a verified client and another one, the Kooker who owns the profile under test and another
 * Kooker.
 */
export const ROLES = ['visitor', 'unverified', 'client', 'otherClient', 'kooker', 'otherKooker'] as const;
export type Role = (typeof ROLES)[number];

export const UID: Record<Exclude<Role, 'visitor'>, string> = {
  unverified: 'ursula',
  client: 'camille',
  otherClient: 'bruno',
  kooker: 'kenza',
  otherKooker: 'olivier',
};

/** The uid a role acts as; a visitor has none. */
export function uidOf(role: Role): string {
  return role === 'visitor' ? 'personne' : UID[role];
}

/** A Firestore client acting as that role, through the security rules. */
export function dbAs(env: RulesTestEnvironment, role: Role): Firestore {
  if (role === 'visitor') return env.unauthenticatedContext().firestore() as unknown as Firestore;
  const uid = UID[role];
  const claims = {
    email: `${uid}@example.fr`,
    email_verified: role !== 'unverified',
    ...(role === 'kooker' || role === 'otherKooker' ? { isKooker: true } : {}),
  };
  // The compat Firestore of rules-unit-testing works with the modular functions.
  return env.authenticatedContext(uid, claims).firestore() as unknown as Firestore;
}
