/**
 * The emails of a complaint (docs/argent.md, « Signaler un problème »; docs/notifications.md): the
 * Kooker is told what the client reported, the client what the Kooker answered. Pure: the
 * complaint callables (functions/src/bookings/complaints.ts) read the addresses and write the
 * `mail` documents, once each (complaintMailId).
 */
import { bookingWhen, COMPLAINT_REASONS, type Booking } from '@kookers/domain/booking';
import { withoutLinks } from '@kookers/domain/messaging';
import { renderMail, type MailContent } from './layout';

const hello = (name: string) => (name ? `Bonjour ${name},` : 'Bonjour,');
const kookerName = (booking: Booking) => `${booking.kooker.firstName} ${booking.kooker.lastName}`.trim() || 'Votre Kooker';
const clientName = (booking: Booking) =>
  `${booking.contacts.client.firstName} ${booking.contacts.client.lastName}`.trim() || booking.clientName || 'Votre client';
const FOOTER = 'Vous recevez ce message parce qu’il concerne une de vos réservations sur Kookers.';

/** One mail per complaint and party: a retried call writes the same document, sent once. */
export const complaintMailId = (bookingId: string, event: 'reported' | 'answered') =>
  `complaint-${bookingId}-${event}-${event === 'reported' ? 'kooker' : 'client'}`;

/** To the Kooker: the client reported a problem; their share waits for Kookers' team, and they may answer. */
export function complaintReportedMail(booking: Booking, origin: string): MailContent {
  const complaint = booking.complaint;
  const when = bookingWhen(booking);
  return renderMail({
    subject: `Un problème signalé : ${booking.service.name}, ${when}`,
    title: 'Votre client a signalé un problème',
    paragraphs: [
      hello(booking.kooker.firstName),
      `${clientName(booking)} a signalé un problème sur la prestation du ${when}. Votre rémunération de cette réservation reste retenue le temps que l’équipe Kookers examine le signalement.`,
      'Vous pouvez donner votre version depuis la réservation : l’équipe la lira avant de décider.',
    ],
    details: [
      ['Prestation', booking.service.name],
      ['Date', when],
      ['Motif', complaint ? COMPLAINT_REASONS[complaint.reason] : ''],
      ['Ce que dit le client', withoutLinks(complaint?.text ?? '')],
    ],
    action: { label: 'Répondre', url: `${origin}/reservations/${encodeURIComponent(booking.id)}` },
    footer: [FOOTER],
  });
}

/** To the client: the Kooker answered their complaint; Kookers' team decides next. */
export function complaintAnsweredMail(booking: Booking, origin: string): MailContent {
  const complaint = booking.complaint;
  const when = bookingWhen(booking);
  const name = kookerName(booking);
  return renderMail({
    subject: `${name} a répondu à votre signalement`,
    title: 'Une réponse à votre signalement',
    paragraphs: [
      hello(booking.contacts.client.firstName),
      `${name} a répondu au problème que vous avez signalé sur la prestation du ${when}. L’équipe Kookers examine le signalement et vous écrit sa décision.`,
    ],
    details: [
      ['Prestation', booking.service.name],
      ['Votre signalement', withoutLinks(complaint?.text ?? '')],
      ['Sa réponse', withoutLinks(complaint?.answer ?? '')],
    ],
    action: { label: 'Voir la réservation', url: `${origin}/reservations/${encodeURIComponent(booking.id)}` },
    footer: [FOOTER],
  });
}
