/**
 * The email to a member who has not read a conversation (docs/messagerie.md « Prévenu, pas
 * harcelé »): due 10 minutes after the message that made it unread, at most one per
 * conversation and member per hour, none to a member who muted it or read it meanwhile. The
 * scheduled job of every five minutes (schedules.ts) reads only the notices that are due.
 */
import { withoutLinks, UNREAD_NOTICE_EVERY_MS } from '@kookers/domain/messaging';
import type { Auth } from 'firebase-admin/auth';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { renderMail, type MailContent } from '../mail/layout';
import { collectionOf, documentOf } from '../shared/db';
import { addressFor, writeMailOnce } from '../mail/outbox';
import { siteOriginForMail } from '../mail/site-origin';

/**
 * To a member: who wrote, their last message (as the member would read it, without any link:
 * withoutLinks), the link to the thread. Nothing in it comes from the other member but their
 * name and words: no link someone else chose ever leaves from our address (docs/messagerie.md).
 */
function unreadMessageMail(from: string, lastText: string, conversationId: string, origin: string): MailContent {
  return renderMail({
    subject: `${from} vous a écrit sur Kookers`,
    title: 'Un message vous attend',
    paragraphs: [`${from} vous a écrit :`, `« ${withoutLinks(lastText)} »`, 'Lisez la conversation et répondez sur Kookers.'],
    details: [],
    action: { label: 'Lire et répondre', url: `${origin}/messages/${encodeURIComponent(conversationId)}` },
    footer: [
      'Kookers ne vous demande jamais votre mot de passe, vos coordonnées bancaires ni un paiement par un lien reçu dans un message : en cas de doute, « Signaler » dans la conversation.',
      'Vous recevez ce message parce qu’un message vous attend depuis 10 minutes dans une conversation sur Kookers (un courriel par heure au plus).',
      'Pour ne plus être prévenu pour cette conversation : « Ne plus être prévenu » dans la conversation.',
    ],
  });
}

type Outcome = 'sent' | 'later' | 'dropped';

export async function noticeUnreadMessages(db: Firestore, auth: Auth, now: Date): Promise<{ sent: number }> {
  const due = await collectionOf(db, 'messageNotices').where('dueAt', '<=', Timestamp.fromDate(now)).limit(500).get();
  if (due.empty) return { sent: 0 };
  const origin = await siteOriginForMail();
  let sent = 0;
  for (const notice of due.docs) {
    const { conversationId, uid } = notice.data();
    // A notice that names no conversation or member tells nobody anything.
    if (conversationId === '' || uid === '') {
      await notice.ref.delete();
      continue;
    }
    const conversation = documentOf(db, 'conversations', conversationId);
    // Decided in a transaction: a reading or a muting meanwhile wins, and two runs send once.
    const outcome = await db.runTransaction(async (transaction): Promise<{ outcome: Outcome; mail?: MailContent; hour?: number }> => {
      const [snapshot, pending] = await Promise.all([transaction.get(conversation), transaction.get(notice.ref)]);
      if (!pending.exists) return { outcome: 'dropped' };
      const current = snapshot.data();
      if (!current || !current.unreadFor.includes(uid) || current.muted[uid] === true) {
        transaction.delete(notice.ref);
        return { outcome: 'dropped' };
      }
      const last = current.noticedAt[uid];
      if (last && now.getTime() - last.toMillis() < UNREAD_NOTICE_EVERY_MS) {
        transaction.update(notice.ref, { dueAt: Timestamp.fromMillis(last.toMillis() + UNREAD_NOTICE_EVERY_MS) });
        return { outcome: 'later' };
      }
      const from = uid === current.kookerId ? current.clientName : current.kookerName;
      transaction.update(conversation, { [`noticedAt.${uid}`]: Timestamp.fromDate(now) });
      transaction.delete(notice.ref);
      return {
        outcome: 'sent',
        mail: unreadMessageMail(from, current.lastMessage?.text ?? '', conversationId, origin),
        hour: Math.floor(now.getTime() / UNREAD_NOTICE_EVERY_MS),
      };
    });
    if (outcome.outcome !== 'sent' || !outcome.mail) continue;
    const to = await addressFor(db, auth, uid);
    if (to && (await writeMailOnce(db, `conversation-${conversationId}-${uid}-${outcome.hour}`, to, outcome.mail))) sent += 1;
  }
  return { sent };
}
