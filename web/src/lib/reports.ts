import { reportIdOf, type ReportKind, type ReportReason } from '@kookers/domain/operations';
import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { firestore } from './firestore';
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
    setDoc(doc(firestore, 'reports', reportIdOf(target.kind, target.itemId, uid)), {
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
