import { MASK, MASK_EXPLANATION } from '@kookers/domain/messaging';
import { Fragment, useContext } from 'react';
import { ReportButton } from '../../../components/ui/report-button';
import type { ThreadMessage } from '../hooks/use-thread';
import { MessageCardsContext } from '../message-cards';
import { messageTime } from '../message-format';

interface MessageItemProps {
  conversationId: string;
  uid: string;
  message: ThreadMessage;
  mine: boolean;
  /** The other member, as a screen reader announces their messages. */
  otherName: string;
  now: Date;
}

/** The text, with each masked contact detail set apart (docs/messagerie.md). */
function MessageText({ text }: { text: string }) {
  const parts = text.split(MASK);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <span className="message__mask">{MASK}</span>}
      {part}
    </Fragment>
  ));
}

/**
 * One message of a thread: who (for screen readers; the side says it on screen), the text, when,
 * or 'Envoi…'; a message received may be reported (docs/messagerie.md, « Signaler »).
 */
export function MessageItem({ conversationId, uid, message, mine, otherName, now }: MessageItemProps) {
  const renderCard = useContext(MessageCardsContext);
  const classes = ['message', mine ? 'message--mine' : 'message--theirs', message.pending ? 'message--pending' : ''];
  // A request or an offer: its card, live, across the thread (docs/reservations.md, « Demander une offre »).
  if (message.card && renderCard)
    return (
      <li className="message message--card">
        {renderCard(message.card, uid)}
        <p className="message__meta">
          {message.at ? <time dateTime={message.at.toISOString()}>{messageTime(message.at, now)}</time> : null}
        </p>
      </li>
    );
  return (
    <li className={classes.join(' ').trim()}>
      <p className="message__bubble">
        <span className="visually-hidden">{mine ? 'Vous' : otherName} : </span>
        <MessageText text={message.text} />
      </p>
      <p className="message__meta">
        {message.pending ? 'Envoi…' : message.at ? <time dateTime={message.at.toISOString()}>{messageTime(message.at, now)}</time> : null}
        {!mine && !message.pending && (
          <>
            {' · '}
            <ReportButton
              uid={uid}
              target={{ kind: 'message', itemId: message.id, conversationId }}
              label={`Signaler ce message de ${otherName}`}
            />
          </>
        )}
      </p>
      {message.masked && <p className="message__masked-note">{MASK_EXPLANATION}</p>}
    </li>
  );
}
