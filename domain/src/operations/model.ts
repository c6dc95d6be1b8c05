/**
 * What the operators' console reads and the functions write (docs/exploitation.md,
 * docs/modele-de-donnees.md): reports, the log of console actions, the reviews hidden.
 */
import { type Stamp, type Data, text, texts, flag, stamp, nullableText } from '../rules/read';
import { reviewFromData, reviewToData, type Review } from '../kookers/model';
import type { OperatorAction, OperatorLogEntry } from './operator-actions';
import {
  REPORT_KINDS,
  REPORT_REASONS,
  REPORT_TARGET_NOTES,
  type ReportKind,
  type ReportReason,
  type ReportTargetStatus,
} from './report-values';

/* ───────────── reports/{kind}_{itemId}_{reporterId} ───────────── */

/**
 * A report to the operators (domain/src/operations/reports.ts), its id `reportIdOf`: written by
 * its author with its seven fields only (firestore.rules), noted by the functions
 * (`targetStatus`, `targetNote`), marked `handled` by an operator in the console, `handledAt`
 * stamped by the functions.
 */
export interface Report {
  id: string;
  reporterId: string;
  /** null: a kind the rules do not take (a document written in the console). */
  kind: ReportKind | null;
  itemId: string;
  /** The message's conversation, '' for a profile or a review. */
  conversationId: string;
  reason: ReportReason | null;
  text: string;
  createdAt: Stamp | null;
  targetStatus: ReportTargetStatus | null;
  targetNote: string | null;
  handled: boolean;
  handledAt: Stamp | null;
}

const REASONS: readonly ReportReason[] = REPORT_REASONS.map((reason) => reason.value);
const TARGET_STATUSES = Object.keys(REPORT_TARGET_NOTES) as ReportTargetStatus[];

export function reportFromData(id: string, data: Data): Report {
  return {
    id,
    reporterId: text(data.reporterId),
    kind: REPORT_KINDS.find((kind) => kind === data.kind) ?? null,
    itemId: text(data.itemId),
    conversationId: text(data.conversationId),
    reason: REASONS.find((reason) => reason === data.reason) ?? null,
    text: text(data.text),
    createdAt: stamp(data.createdAt),
    targetStatus: TARGET_STATUSES.find((status) => status === data.targetStatus) ?? null,
    targetNote: nullableText(data.targetNote),
    handled: flag(data.handled),
    handledAt: stamp(data.handledAt),
  };
}

/**
 * The author's seven fields, and only those the functions and the console added: a new report
 * holds exactly what the rules take.
 */
export function reportToData({ id: _id, targetStatus, targetNote, handled, handledAt, ...report }: Report): Data {
  return {
    ...report,
    ...(targetStatus === null ? {} : { targetStatus }),
    ...(targetNote === null ? {} : { targetNote }),
    ...(handled ? { handled } : {}),
    ...(handledAt === null ? {} : { handledAt }),
  };
}

/* ───────────── operatorLog/{operatorLogId} ───────────── */

/** One console action's entry (OperatorLogEntry), stamped when written. */
export interface OperatorLogDocument extends Omit<OperatorLogEntry, 'action'> {
  id: string;
  /** null: an action the functions do not write (a document written in the console). */
  action: OperatorAction | null;
  at: Stamp | null;
}

const ACTIONS: readonly OperatorAction[] = [
  'suspendKooker',
  'liftSuspension',
  'cancelBooking',
  'releaseEarnings',
  'hideReview',
  'handleContactMessage',
  'handleReport',
  'refundFailedLater',
  'payoutReturned',
];

export function operatorLogFromData(id: string, data: Data): OperatorLogDocument {
  return {
    id,
    action: ACTIONS.find((action) => action === data.action) ?? null,
    target: text(data.target),
    reason: text(data.reason),
    outcome: data.outcome === 'refused' ? 'refused' : 'done',
    detail: text(data.detail),
    at: stamp(data.at),
  };
}

export function operatorLogToData({ id: _id, ...entry }: OperatorLogDocument): Data {
  return entry;
}

/* ───────────── hiddenReviews/{bookingId} ───────────── */

/**
 * A review an operator hid (docs/exploitation.md « Masquer un avis »), moved out of `reviews`
 * by the functions with the operator's reason: nobody reads it from the app.
 */
export interface HiddenReview extends Review {
  hiddenReason: string;
  hiddenAt: Stamp | null;
}

export function hiddenReviewFromData(id: string, data: Data): HiddenReview {
  return { ...reviewFromData(id, data), hiddenReason: text(data.hiddenReason), hiddenAt: stamp(data.hiddenAt) };
}

export function hiddenReviewToData({ hiddenReason, hiddenAt, ...review }: HiddenReview): Data {
  return { ...reviewToData(review), hiddenReason, hiddenAt };
}

/* ───────────── triggerRuns/{path with « ~ » for « / »} ───────────── */

/**
 * The marks the triggers leave on the local platform only (functions/src/shared/handled-marker.ts;
 * docs/contribuer.md, « Attendre les déclencheurs »): the versions of one document — update times,
 * or `deleted` — whose handlers started, and those all done. Never written in production.
 */
export interface TriggerRun {
  id: string;
  started: string[];
  done: string[];
}

export function triggerRunFromData(id: string, data: Data): TriggerRun {
  return { id, started: texts(data.started), done: texts(data.done) };
}

export function triggerRunToData({ id: _id, ...run }: TriggerRun): Data {
  return run;
}

/** The id of a document's marks: its path, « / » written « ~ ». */
export const triggerRunId = (path: string): string => path.replaceAll('/', '~');
