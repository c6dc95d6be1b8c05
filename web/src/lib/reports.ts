import { reportIdOf, type ReportKind, type ReportReason } from '@kookers/domain/operations';
import { serverTimestamp, setDoc } from 'firebase/firestore';
import { documentOf } from './store';
import { withTimeout } from './with-timeout';

export interface ReportTarget {
  kind: ReportKind;
  itemId: string;
  /** For a message: its conversation. */
  conversationId?: string;
}

/**
 * Files a report (docs/exploitation.md « Signalements »), once per item and user: its id names
 * them, and the rules refuse it a second time (`permission-denied`).
 */
export async function fileReport(uid: string, target: ReportTarget, report: { reason: ReportReason; text: string }): Promise<void> {
  await withTimeout(
    // Without the converter: the server dates the report.
    setDoc(documentOf('reports', reportIdOf(target.kind, target.itemId, uid)).withConverter(null), {
      reporterId: uid,
      kind: target.kind,
      itemId: target.itemId,
      conversationId: target.conversationId ?? '',
      reason: report.reason,
      text: report.text,
      createdAt: serverTimestamp(),
    }),
    15_000,
  );
}
