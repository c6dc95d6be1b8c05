// « Signaler un problème » against the emulators (docs/argent.md): the client reports within 48 h
// of the end, the Kooker is told and answers, the share stays held until Kookers' team decides —
// a release (`operatorRelease`) or a refund (`operatorCancellation`), both set in the console as an
// operator sets them, carried out by their triggers.
import { collectionPath, documentPath } from '@kookers/domain/data';
import { COMPLAINT_REFUSED, type Complaint } from '@kookers/domain/booking';
import { MASK } from '@kookers/domain/messaging';
import { describe, expect, it } from 'vitest';
import { answerComplaintCall, reportProblemCall } from '../../functions/src/bookings/complaints';
import { operatorRelease } from '../../functions/src/operations/operator-release-on-booking';
import { releaseEarnings } from '../../functions/src/payments/balance';
import { admin } from '../support/clients';
import { db, eventually, expectBalanced, useEmptyEmulators } from './helpers';
import { bookingOf, caller, DAY, earnedBooking, HOUR, member } from './money-fixtures';

useEmptyEmulators();

type Mail = { to: string; message: { subject: string; text: string } };
const mailOf = async (id: string) => (await db().doc(documentPath('mail', id)).get()).data() as Mail | undefined;
const textOf = (mail: Mail | undefined) => mail?.message.text.replace(/\s+/g, ' ') ?? '';

const report = { reason: 'not-as-described', text: 'Le menu servi n’était pas celui de l’annonce.' };
/** What the complaint keeps of words that hold a phone number: it outlives the booking's contacts (docs/messagerie.md, « Chaque texte libre a sa règle »). */
const PHONE = ' Rappelez-moi au 06 12 34 56 78.';
const masked = (text: string) => `${text} Rappelez-moi au ${MASK}.`;
const open: Complaint = { reason: 'no-show', text: 'Personne n’est venu.', at: null, answer: null, answeredAt: null, status: 'open' };

describe('reportProblem and answerComplaint', () => {
  it('opens a complaint that holds the share, tells the Kooker, and the client gets the answer', async () => {
    const [kooker, client] = [await member('Claire', { kooker: true }), await member('Camille')];
    // Ended three days ago: the client reports within the window (now moved back to a day after the end).
    const endedAt = new Date(Date.now() - 3 * DAY);
    await earnedBooking('b-signal', { clientId: client, kookerId: kooker, endedAt });
    const reportedAt = new Date(endedAt.getTime() + DAY);

    await expect(
      reportProblemCall(db(), admin().auth, caller(client, { bookingId: 'b-signal', ...report, text: report.text + PHONE }), reportedAt),
    ).resolves.toEqual({ status: 'open' });
    const booking = await bookingOf('b-signal');
    expect(booking.complaint).toMatchObject({ ...report, text: masked(report.text), answer: null, answeredAt: null, status: 'open' });
    expect(booking.complaint?.at?.toMillis()).toBe(reportedAt.getTime());
    const toKooker = await mailOf(`complaint-b-signal-reported-kooker`);
    expect(toKooker?.to).toBe((await admin().auth.getUser(kooker)).email);
    expect(textOf(toKooker)).toContain('La prestation ne correspondait pas à l’annonce');
    expect(textOf(toKooker)).toContain(masked(report.text));

    // Its window has passed, but the complaint holds the share.
    expect(await releaseEarnings(db(), new Date())).toEqual({ released: 0 });
    expect((await bookingOf('b-signal')).payout.status).toBe('held');

    const answer = 'Le client avait choisi ce menu par message la veille.';
    const answeredAt = new Date(reportedAt.getTime() + HOUR);
    await answerComplaintCall(db(), admin().auth, caller(kooker, { bookingId: 'b-signal', answer: answer + PHONE }), answeredAt);
    expect((await bookingOf('b-signal')).complaint).toMatchObject({ answer: masked(answer), status: 'open' });
    const toClient = await mailOf(`complaint-b-signal-answered-client`);
    expect(toClient?.to).toBe((await admin().auth.getUser(client)).email);
    expect(textOf(toClient)).toContain(masked(answer));

    // A second answer, a second report: refused, nothing changes.
    await expect(
      answerComplaintCall(db(), admin().auth, caller(kooker, { bookingId: 'b-signal', answer: 'Encore.' }), reportedAt),
    ).rejects.toMatchObject({ code: 'failed-precondition', message: COMPLAINT_REFUSED.answered });
    await expect(
      reportProblemCall(db(), admin().auth, caller(client, { bookingId: 'b-signal', ...report }), reportedAt),
    ).rejects.toMatchObject({
      code: 'failed-precondition',
      message: COMPLAINT_REFUSED.already,
    });
    await expectBalanced('b-signal');
  });

  it('refuses after 48 h, once the share is available, from anyone but the client, and a text too short', async () => {
    const [kooker, client, other] = [await member('Claire', { kooker: true }), await member('Camille'), await member('Bruno')];
    const endedAt = new Date(Date.now() - 3 * DAY);
    await earnedBooking('b-tard', { clientId: client, kookerId: kooker, endedAt });
    await earnedBooking('b-dispo', { clientId: client, kookerId: kooker, endedAt, payout: 'available' });
    const call = (uid: string, data: unknown, now: Date) => reportProblemCall(db(), admin().auth, caller(uid, data, now), now);

    await expect(call(client, { bookingId: 'b-tard', ...report }, new Date(endedAt.getTime() + 48 * HOUR + 60_000))).rejects.toMatchObject({
      code: 'failed-precondition',
      message: COMPLAINT_REFUSED.tooLate,
    });
    await expect(call(client, { bookingId: 'b-dispo', ...report }, new Date(endedAt.getTime() + DAY))).rejects.toMatchObject({
      message: COMPLAINT_REFUSED.paid,
    });
    await expect(call(other, { bookingId: 'b-tard', ...report }, new Date(endedAt.getTime() + DAY))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(
      call(client, { bookingId: 'b-tard', reason: 'other', text: 'Bof.' }, new Date(endedAt.getTime() + DAY)),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'La description du problème doit faire au moins 10 caractères',
    });
    expect((await bookingOf('b-tard')).complaint).toBeNull();
    expect((await db().collection(collectionPath('mail')).get()).docs.filter((mail) => mail.id.startsWith('complaint-'))).toEqual([]);
  });
});

describe(`${collectionPath('bookings')}/{id}.operatorRelease`, () => {
  it('closes the complaint without a refund and makes the share available, logged once', async () => {
    const [kooker, client] = [await member('Claire', { kooker: true }), await member('Camille')];
    await earnedBooking('b-liberee', { clientId: client, kookerId: kooker, endedAt: new Date(Date.now() - 3 * DAY), complaint: open });

    await db()
      .doc(documentPath('bookings', 'b-liberee'))
      .update({ operatorRelease: { reason: 'Le Kooker a montré qu’il était venu.' } });
    const after = await eventually(
      () => bookingOf('b-liberee'),
      (booking) => booking.complaint?.status === 'released',
    );
    expect(after.payout.status).toBe('available');
    expect(after.amounts).toMatchObject({ refund: 0, kookerPayout: 10_800 });
    const logs = await eventually(
      async () =>
        (await db().collection(collectionPath('operatorLog')).where('target', '==', documentPath('bookings', 'b-liberee')).get()).docs,
      (entries) => entries.length > 0,
    );
    expect(logs.map((entry) => entry.data())).toEqual([
      expect.objectContaining({ action: 'releaseEarnings', outcome: 'done', reason: 'Le Kooker a montré qu’il était venu.' }),
    ]);
    const eventId = logs[0]?.id.slice('releaseEarnings-'.length) ?? '';

    // The trigger run again with the same event: nothing more.
    expect(await operatorRelease(db(), 'b-liberee', { reason: 'Le Kooker a montré qu’il était venu.' }, eventId, new Date())).toMatchObject(
      {
        outcome: 'already',
      },
    );
    expect((await db().collection(collectionPath('operatorLog')).get()).size).toBe(1);
    await expectBalanced('b-liberee');
  });

  it('leaves the share held until its window ends when the operators release it within the window', async () => {
    const [kooker, client] = [await member('Claire', { kooker: true }), await member('Camille')];
    const endedAt = new Date(Date.now() - 3 * DAY);
    await earnedBooking('b-tot', { clientId: client, kookerId: kooker, endedAt, complaint: open });

    expect(await operatorRelease(db(), 'b-tot', { reason: 'Examiné.' }, 'event-1', new Date(endedAt.getTime() + DAY))).toMatchObject({
      outcome: 'done',
    });
    expect((await bookingOf('b-tot')).payout.status).toBe('held');
    expect((await bookingOf('b-tot')).complaint?.status).toBe('released');
    expect(await releaseEarnings(db(), new Date())).toEqual({ released: 1 });
    expect((await bookingOf('b-tot')).payout.status).toBe('available');
  });

  it('refuses a booking without complaint, and a wrong value, in the log', async () => {
    const [kooker, client] = [await member('Claire', { kooker: true }), await member('Camille')];
    await earnedBooking('b-calme', { clientId: client, kookerId: kooker, endedAt: new Date(Date.now() - 3 * DAY) });

    expect(await operatorRelease(db(), 'b-calme', { reason: 'Pour voir.' }, 'event-2', new Date())).toMatchObject({ outcome: 'refused' });
    expect(await operatorRelease(db(), 'b-calme', 'oui', 'event-3', new Date())).toMatchObject({ outcome: 'refused' });
    const logs = (await db().collection(collectionPath('operatorLog')).get()).docs.map((entry) => entry.data());
    expect(logs).toHaveLength(2);
    expect(logs.every((entry) => entry.outcome === 'refused' && entry.action === 'releaseEarnings')).toBe(true);
    expect((await bookingOf('b-calme')).payout.status).toBe('held');
  });
});

describe('a complaint refunded through operatorCancellation', () => {
  it('closes the complaint as refunded and lowers the share still held', async () => {
    const [kooker, client] = [await member('Claire', { kooker: true }), await member('Camille')];
    await earnedBooking('b-rembourse', { clientId: client, kookerId: kooker, endedAt: new Date(Date.now() - DAY), complaint: open });

    await db()
      .doc(documentPath('bookings', 'b-rembourse'))
      .update({ operatorCancellation: { reason: 'Le Kooker ne s’est pas présenté.', refundPercent: 100 } });
    const after = await eventually(
      () => bookingOf('b-rembourse'),
      (booking) => booking.complaint?.status === 'refunded',
    );
    // Everything back to the client: nothing is left to pay the Kooker, nothing is taken back.
    expect(after.amounts).toMatchObject({ total: 12_000, refund: 12_000, commission: 0, kookerPayout: 0 });
    expect(after.payout.status).toBe('cancelled');
    expect(after.platformDecision).toMatchObject({ refundPercent: 100, clawback: 0 });
    expect(after.ledger.filter((entry) => entry.type === 'clawback')).toEqual([]);
    await expectBalanced('b-rembourse');
  });
});
