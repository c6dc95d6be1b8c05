import { describe, expect, it } from 'vitest';
import { collections } from './model';
import { kookerFromData, serviceFromData } from '../kookers/model';
import { mailToData, outboxMessageToData } from '../messaging/model';
import { reportToData } from '../operations/model';
import { slotLockToData } from '../booking/model';
import type { Stamp } from '../rules/read';
import { modelSamples } from '../testing/model-samples';

const stampAt = (iso: string): Stamp => {
  const date = new Date(iso);
  return { toMillis: () => date.getTime(), toDate: () => date };
};

const samples = modelSamples(stampAt);
const pairs = [
  ['users', samples.user],
  ['kookers', samples.kooker],
  ['services', samples.service],
  ['availability', samples.availability],
  ['bookings', samples.booking],
  ['reviews', samples.review],
  ['images', samples.image],
  ['imageQuotas', samples.imageQuota],
  ['contactMessages', samples.contactMessage],
  ['conversations', samples.conversation],
  ['messages', samples.message],
  ['inboxes', samples.inbox],
  ['outbox', samples.outbox],
  ['originals', samples.original],
  ['messageNotices', samples.messageNotice],
  ['messageLimits', samples.messageLimits],
  ['contactLimits', samples.contactLimit],
  ['callLimits', samples.callLimit],
  ['mail', samples.mail],
  ['slotLocks', samples.slotLock],
  ['heldContacts', samples.heldContacts],
  ['calendarFeeds', samples.calendarFeed],
  ['reports', samples.report],
  ['operatorLog', samples.operatorLog],
  ['hiddenReviews', samples.hiddenReview],
  ['payoutAccounts', samples.payoutAccount],
  ['payouts', samples.payout],
  ['processorEvents', samples.processorEvent],
  ['reconciliations', samples.reconciliation],
  ['invoices', samples.invoice],
  ['simulatedProcessor', samples.simulatedObject],
  ['simulatedEvents', samples.simulatedEvent],
  ['triggerRuns', samples.triggerRun],
  ['taxProfiles', samples.taxProfile],
  ['offerRequests', samples.offerRequest],
  ['offers', samples.offer],
] as const;

describe('model', () => {
  for (const [name, sample] of pairs) {
    it(`round-trips a ${name} document through its writer and reader`, () => {
      const collection = collections[name];
      const id = 'id' in sample ? sample.id : sample.kookerId;
      // The writer leaves the id out of the data: it is the document's id.
      const data = (collection.toData as (value: typeof sample) => Record<string, unknown>)(sample);
      expect(data).not.toHaveProperty('id');
      expect((collection.fromData as (id: string, data: Record<string, unknown>) => unknown)(id, data)).toEqual(sample);
    });
  }

  it('has a sample of every collection', () => {
    expect(pairs.map(([name]) => name).sort()).toEqual(Object.keys(collections).sort());
  });

  it('writes a new document with only the fields its writer may set (firestore.rules)', () => {
    expect(Object.keys(outboxMessageToData({ ...samples.outbox, refused: null })).sort()).toEqual(['authorId', 'createdAt', 'text']);
    const fresh = { ...samples.report, targetStatus: null, targetNote: null, handled: false, handledAt: null };
    expect(Object.keys(reportToData(fresh)).sort()).toEqual([
      'conversationId',
      'createdAt',
      'itemId',
      'kind',
      'reason',
      'reporterId',
      'text',
    ]);
    expect(mailToData({ ...samples.mail, delivery: null })).not.toHaveProperty('delivery');
    expect(slotLockToData(samples.slotLock)).not.toHaveProperty('closedByKooker');
  });

  it('reads a damaged document as empty values instead of crashing', () => {
    const kooker = kookerFromData('x', {
      firstName: 42,
      specialties: ['Cuisine française', 7],
      blockedDates: 'demain',
      typicalHours: 'matin',
      rating: 'top',
    });
    expect(kooker.firstName).toBe('');
    expect(kooker.specialties).toEqual(['Cuisine française']);
    expect(kooker.blockedDates).toEqual([]);
    expect(serviceFromData('service-1', { pricePerPerson: '40', photos: 'img' })).toMatchObject({
      name: '',
      pricePerPerson: 0,
      photos: [],
    });
    expect(kooker.typicalHours).toEqual({ start: '', end: '' });
    expect(kooker.rating).toBe(0);
    expect(kooker.published).toBe(false);
  });

  it('reads a service’s allergens as the known ids, each once, in the regulation’s order', () => {
    const allergensOf = (allergens: unknown) => serviceFromData('service-1', { allergens }).allergens;
    expect(allergensOf(['lait', 'noix', 'gluten', 'lait', 7])).toEqual(['gluten', 'lait']);
    expect(allergensOf('lait')).toEqual([]);
    expect(allergensOf(undefined)).toEqual([]);
  });
});
