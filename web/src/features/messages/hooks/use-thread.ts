import { THREAD_PAGE, type Message, type MessageCard } from '@kookers/domain/messaging';
import type { QuerySnapshot, QueryDocumentSnapshot } from 'firebase/firestore';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useFirestoreCollection, useFirestoreCollectionData } from 'reactfire';
import toast from '../../../lib/toast';
import { latestMessagesQuery, loadOlderMessages, outboxQuery } from '../api/conversations';

/** A message of the reader's that the functions refused, and why (docs/messagerie.md, « Des limites »). */
export interface RefusedMessage {
  id: string;
  text: string;
  reason: string;
}

/** A message as the thread shows it: delivered, or still in its author's outbox. */
export interface ThreadMessage {
  id: string;
  authorId: string;
  text: string;
  masked: boolean;
  /** A request or an offer posted by the functions, drawn as a card (message-cards.ts); null for a written message. */
  card: MessageCard | null;
  at: Date | null;
  /** In the author's outbox: 'Envoi…' until the functions deliver it. */
  pending: boolean;
}

type Snapshot = QueryDocumentSnapshot<Message>;

/** Oldest first; a message without a time (never written so) first, then by id for a stable order. */
function byTime(a: ThreadMessage, b: ThreadMessage): number {
  return (a.at?.getTime() ?? 0) - (b.at?.getTime() ?? 0) || a.id.localeCompare(b.id);
}

function shown(snapshot: Snapshot): ThreadMessage {
  const message = snapshot.data();
  return { ...message, at: message.createdAt?.toDate() ?? null, pending: false };
}

interface Seen {
  /** The live snapshot last merged. */
  from: QuerySnapshot<Message> | null;
  /** Every message the live window has held since the thread opened, by id, as last seen. */
  byId: ReadonlyMap<string, Snapshot>;
  /** The first snapshot was a full page: older messages may exist. */
  mayHaveOlder: boolean;
}

interface Older {
  /** Pages read once as the reader scrolled up, newest first, oldest last. */
  snapshots: Snapshot[];
  /** Whether the last page read was full; null before the first. */
  more: boolean | null;
  loading: boolean;
}

export type Thread =
  | { status: 'loading' }
  | {
      status: 'ready';
      /** Read as the reader scrolled up: not followed live. */
      older: ThreadMessage[];
      /** What the live window has shown since the thread opened, then the reader's messages on their way. */
      recent: ThreadMessage[];
      /** The reader's messages the functions refused (a limit), with why: for the composer to take back. */
      refused: RefusedMessage[];
      hasOlder: boolean;
      loadingOlder: boolean;
      loadOlder: () => void;
    };

/**
 * A thread (docs/decisions/015-messagerie.md): its last THREAD_PAGE messages live, older pages
 * read once with `startAfter` as the reader scrolls up, and the reader's own messages from their
 * outbox until the functions deliver them. A message that leaves the live window as new ones
 * arrive stays on screen, so the window and the older pages never leave a gap between them.
 */
export function useThread(conversationId: string, uid: string): Thread {
  const latest = useMemo(() => latestMessagesQuery(conversationId), [conversationId]);
  const live = useFirestoreCollection(latest);
  const outboxOfReader = useMemo(() => outboxQuery(conversationId, uid), [conversationId, uid]);
  const outbox = useFirestoreCollectionData(outboxOfReader);

  const [seen, setSeen] = useState<Seen>({ from: null, byId: new Map(), mayHaveOlder: false });
  if (live.status === 'success' && live.data !== seen.from) {
    const byId = new Map(seen.byId);
    for (const snapshot of live.data.docs) byId.set(snapshot.id, snapshot);
    setSeen({ from: live.data, byId, mayHaveOlder: seen.from === null ? live.data.size >= THREAD_PAGE : seen.mayHaveOlder });
  }
  const [older, setOlder] = useState<Older>({ snapshots: [], more: null, loading: false });

  const recentSnapshots = useMemo(() => [...seen.byId.values()], [seen.byId]);
  const delivered = useMemo(() => recentSnapshots.map(shown).sort(byTime), [recentSnapshots]);
  const recent = useMemo(() => {
    const pending = (outbox.data ?? [])
      .filter((message) => !seen.byId.has(message.id) && message.refused === null)
      .map((message) => ({ ...message, masked: false, card: null, at: message.createdAt?.toDate() ?? null, pending: true }))
      .sort(byTime);
    return [...delivered, ...pending];
  }, [delivered, outbox.data, seen.byId]);
  const olderMessages = useMemo(
    () =>
      older.snapshots
        .filter((snapshot) => !seen.byId.has(snapshot.id))
        .map(shown)
        .sort(byTime),
    [older.snapshots, seen.byId],
  );
  const hasOlder = older.more ?? seen.mayHaveOlder;
  const refused = useMemo(
    () =>
      (outbox.data ?? []).flatMap((message) =>
        message.refused === null ? [] : [{ id: message.id, text: message.text, reason: message.refused }],
      ),
    [outbox.data],
  );

  const oldestRecent = useMemo(() => oldestOf(recentSnapshots), [recentSnapshots]);
  const oldest = older.snapshots.at(-1) ?? oldestRecent;
  // The button and the scroll may both ask in the same moment: one page at a time.
  const loading = useRef(false);
  const loadOlder = useCallback(() => {
    if (loading.current || !oldest) return;
    loading.current = true;
    setOlder((current) => ({ ...current, loading: true }));
    loadOlderMessages(conversationId, oldest).then(
      (page) => {
        loading.current = false;
        setOlder((current) => ({ snapshots: [...current.snapshots, ...page], more: page.length >= THREAD_PAGE, loading: false }));
      },
      () => {
        loading.current = false;
        setOlder((current) => ({ ...current, loading: false }));
        toast.error('Les messages précédents n’ont pas pu être chargés. Vérifiez votre connexion, puis réessayez.', {
          id: 'thread-older',
        });
      },
    );
  }, [conversationId, oldest]);

  if (seen.from === null) return { status: 'loading' };
  return { status: 'ready', older: olderMessages, recent, refused, hasOlder, loadingOlder: older.loading, loadOlder };
}

/** The last of the live messages in the query's order (createdAt ↓, then id ↓): where the next page starts. */
function oldestOf(snapshots: readonly Snapshot[]): Snapshot | undefined {
  const at = (snapshot: Snapshot) => snapshot.data().createdAt?.toMillis() ?? 0;
  return snapshots.reduce<Snapshot | undefined>(
    (oldest, snapshot) =>
      !oldest || at(snapshot) < at(oldest) || (at(snapshot) === at(oldest) && snapshot.id < oldest.id) ? snapshot : oldest,
    undefined,
  );
}
