import type { MessageCard } from '@kookers/domain/messaging';
import { createContext, type ReactNode } from 'react';

/**
 * Draws a request or an offer posted in a thread (docs/reservations.md, « Demander une offre »),
 * from its live document: the route gives it (the offers feature), the thread calls it for each
 * message that carries a card. Without one, the message's summary line is shown.
 */
export type CardRenderer = (card: MessageCard, uid: string) => ReactNode;

export const MessageCardsContext = createContext<CardRenderer | null>(null);
