import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useNow } from '../../../lib/use-now';
import type { ThreadMessage } from '../hooks/use-thread';
import { MessageItem } from './message-item';

interface ThreadLogProps {
  conversationId: string;
  older: ThreadMessage[];
  recent: ThreadMessage[];
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
  uid: string;
  otherName: string;
  /** What the thread says before its first message. */
  empty: string;
  /** The end of the thread is in view: the reader sees the newest message. */
  atBottom: boolean;
  onAtBottomChange: (atBottom: boolean) => void;
}

/** Within this distance of the end, the thread counts as read to the end and follows new messages. */
const BOTTOM_MARGIN_PX = 48;
/** Older messages load when the reader scrolls within this distance of the top. */
const TOP_MARGIN_PX = 200;

const smoothly = (): ScrollBehavior => (globalThis.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth');

/**
 * The messages of a thread, newest at the bottom, in a scrolling box that opens on the newest
 * and follows new ones while the reader is at the end. Scrolling to the top (or 'Messages
 * précédents', for the keyboard) loads the page before, and the messages in view stay in place.
 * The live part is a `log` region, announced politely by screen readers; the older pages, read
 * once, sit above it, so loading them announces nothing.
 */
export function ThreadLog(props: ThreadLogProps) {
  const { conversationId, older, recent, hasOlder, loadingOlder, loadOlder, uid, otherName, empty, atBottom, onAtBottomChange } = props;
  const now = useNow();
  const scroller = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const bottom = useRef<HTMLDivElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const following = useRef(atBottom);
  useEffect(() => {
    following.current = atBottom;
  }, [atBottom]);
  const newest = recent.at(-1);
  const newestId = newest?.id ?? null;
  const newestMine = newest?.authorId === uid;

  // 'Messages précédents' has the focus: once the last page is in, the button goes, the focus with it.
  const focusOnOlder = useRef(false);
  // Where the box stood after the last render, to place it after this one: at the end when the
  // thread opens, when the reader sends, and when a message arrives while they are at the end;
  // where it was when older messages come in above.
  const placed = useRef<{ olderCount: number; newestId: string | null; height: number } | null>(null);
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const before = placed.current;
    if (before === null) box.scrollTop = box.scrollHeight;
    else if (older.length !== before.olderCount) {
      box.scrollTop += box.scrollHeight - before.height;
      // The last page is in and the button that had the focus is gone: the thread itself takes it.
      if (focusOnOlder.current && !hasOlder && (document.activeElement === null || document.activeElement === document.body)) {
        focusOnOlder.current = false;
        box.focus({ preventScroll: true });
      }
    } else if (newestId !== before.newestId && (atBottom || newestMine)) box.scrollTop = box.scrollHeight;
    placed.current = { olderCount: older.length, newestId, height: box.scrollHeight };
  });

  useEffect(() => {
    const root = scroller.current;
    const target = bottom.current;
    if (!root || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => onAtBottomChange(entries.some((entry) => entry.isIntersecting)), {
      root,
      rootMargin: `0px 0px ${BOTTOM_MARGIN_PX}px 0px`,
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [onAtBottomChange]);
  // A card (a request, an offer) draws once its document is read, after the thread opened: a
  // reader at the end stays there as it grows.
  useEffect(() => {
    const box = scroller.current;
    const target = log.current;
    if (!box || !target || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (following.current) box.scrollTop = box.scrollHeight;
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, []);
  // The newest message the reader has had in view: a newer one below shows 'Nouveaux messages'.
  const [seenNewest, setSeenNewest] = useState<string | null>(null);
  if (atBottom && newestId !== seenNewest) setSeenNewest(newestId);

  useEffect(() => {
    const root = scroller.current;
    const target = top.current;
    if (!hasOlder || loadingOlder || !root || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && loadOlder(), {
      root,
      rootMargin: `${TOP_MARGIN_PX}px 0px 0px 0px`,
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasOlder, loadingOlder, loadOlder]);

  const toEnd = () => scroller.current?.scrollTo({ top: scroller.current.scrollHeight, behavior: smoothly() });
  const item = (message: ThreadMessage) => (
    <MessageItem
      key={message.id}
      conversationId={conversationId}
      uid={uid}
      message={message}
      mine={message.authorId === uid}
      otherName={otherName}
      now={now}
    />
  );
  const newBelow = !atBottom && !newestMine && newestId !== null && newestId !== seenNewest;

  return (
    <div className="thread">
      <div ref={scroller} className="thread__scroller" tabIndex={0} role="region" aria-label={`Conversation avec ${otherName}`}>
        <div ref={top} className="thread__top">
          {(hasOlder || loadingOlder) && (
            // Kept while the page loads (aria-disabled rather than disabled), so that the focus stays on it.
            <button
              type="button"
              className="button button--ghost button--small"
              aria-disabled={loadingOlder || undefined}
              onClick={() => !loadingOlder && loadOlder()}
              onFocus={() => (focusOnOlder.current = true)}
              onBlur={() => (focusOnOlder.current = false)}
            >
              {loadingOlder ? 'Chargement des messages précédents…' : 'Messages précédents'}
            </button>
          )}
          <p className="visually-hidden" role="status">
            {loadingOlder ? 'Chargement des messages précédents…' : ''}
          </p>
        </div>
        {older.length > 0 && <ol className="thread__messages thread__older">{older.map(item)}</ol>}
        {older.length === 0 && recent.length === 0 && <p className="thread__empty">{empty}</p>}
        <div ref={log} role="log" aria-live="polite" aria-label={`Messages avec ${otherName}`}>
          <ol className="thread__messages">{recent.map(item)}</ol>
        </div>
        <div ref={bottom} className="thread__end" />
      </div>
      {newBelow && (
        <button type="button" className="button button--primary button--small thread__new" onClick={toEnd}>
          Nouveaux messages <span aria-hidden="true">↓</span>
        </button>
      )}
    </div>
  );
}
