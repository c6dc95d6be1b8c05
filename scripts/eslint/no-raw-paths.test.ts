// The raw-paths rule (scripts/eslint/no-raw-paths.js, docs/modele-de-donnees.md): what it refuses
// outside the data seam, and what it lets through — the seam's own calls, ids, words that happen to
// be a collection's name.
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { collectionId, collections, type CollectionName } from '@kookers/domain/data';
import { afterAll, describe, expect, it } from 'vitest';
import { collectionIdsOf, noRawPaths, seamSource } from './no-raw-paths.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2023, sourceType: 'module' } });
const refused = (code: string, text: string) => ({ code, errors: [{ messageId: 'rawPath', data: { text } }] });

tester.run('no-raw-paths', noRawPaths, {
  valid: [
    // The seam's calls name a collection; ids are not paths.
    "documentOf(db, 'bookings', id);",
    "collectionOf(db, 'services', kookerId).where('published', '==', true);",
    "groupOf(db, 'services');",
    "const path = documentPath('reviews', bookingId);",
    "onDocumentWritten(triggerPath('bookings'), handler);",
    "modelOf('kookers', event.data?.after);",
    "doc(ref, 'service-1');",
    'db.doc(path);',
    // Module names, object keys, types.
    "import { bookingFromData } from '@kookers/domain/booking';",
    "import type { Booking } from './bookings';",
    "const byName = { bookings: 1, 'kookers': 2 };",
    "type Step = 'availability' | 'rates';",
    // A word that happens to be a collection's id, where it names no collection.
    "if (step.id === 'availability') show();",
    "const steps = [{ id: 'availability', title: 'Disponibilités' }];",
    "const RESERVED = ['kooker', 'kookers', 'equipe'];",
    "if (name.includes('kookers')) refuse();",
    "describe('reviews', () => {});",
    "const config = { projectId: 'kookers' };",
    // Routes of the app.
    "const routes = [{ path: 'kookers/:id' }, { path: 'messages' }, { path: 'messages/:id' }];",
  ],
  invalid: [
    refused("collection(db, 'bookings');", 'bookings'),
    refused("collectionGroup(db, 'services');", 'services'),
    refused("db.collection('users').doc(uid);", 'users'),
    refused("db.doc('bookings/x');", 'bookings/x'),
    refused("doc(db, 'kookers', id);", 'kookers'),
    refused('const path = `kookers/${id}`;', 'kookers/'),
    refused('const target = `reviews/${reviewId}`;', 'reviews/'),
    refused("const LIMITS = 'contactLimits';", 'contactLimits'),
    refused("const NAME = 'mail' as const;", 'mail'),
    refused("let name; name = 'inboxes';", 'inboxes'),
    refused("function refOf(name = 'callLimits') { return name; }", 'callLimits'),
    refused("if (path.startsWith('bookings/')) drop();", 'bookings/'),
    refused("onDocumentWritten('reviews/{reviewId}', handler);", 'reviews/{reviewId}'),
    refused("const groups = { kookers: 'kookers/{uid}/services' };", 'kookers/{uid}/services'),
  ],
});

describe('the collection ids the rule reads from the seam', () => {
  it('are exactly the ids of the collections the seam declares, parents included', () => {
    const declared = new Set((Object.keys(collections) as CollectionName[]).map((name) => collectionId(name)));
    expect([...collectionIdsOf(seamSource())].sort()).toEqual([...declared].sort());
  });
});
