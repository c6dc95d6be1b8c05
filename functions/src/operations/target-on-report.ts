import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { REPORT_TARGET_NOTES, type Report, type ReportTargetStatus } from '@kookers/domain/operations';
import { documentOf, modelOf } from '../shared/db';
import type { WrittenEvent } from '../shared/trigger-events';

/** What a report's target is now, for the operators: found and shown, or why not. */
async function targetStatusOf(db: Firestore, report: Report): Promise<ReportTargetStatus | null> {
  const { itemId } = report;
  // The rules refuse anything else; one written in the console is left alone.
  if (!/^[^/]{1,128}$/.test(itemId)) return null;
  if (report.kind === 'profile') {
    // Read as stored: any `suspension` an operator wrote counts.
    const profile = await documentOf(db, 'kookers', itemId).withConverter(null).get();
    if (!profile.exists) return 'missing';
    if (profile.get('suspension') !== undefined && profile.get('suspension') !== null) return 'suspended';
    return profile.get('published') === true ? 'published' : 'unpublished';
  }
  if (report.kind === 'review') {
    if ((await documentOf(db, 'reviews', itemId).get()).exists) return 'published';
    return (await documentOf(db, 'hiddenReviews', itemId).get()).exists ? 'hidden' : 'missing';
  }
  if (report.kind !== 'message') return null;
  const { conversationId } = report;
  if (!/^[^/]{1,256}$/.test(conversationId)) return 'missing';
  const message = await documentOf(db, 'messages', conversationId, itemId).get();
  return message.exists ? 'published' : 'missing';
}

/**
 * A report was written (docs/exploitation.md, « Signalements »): the rules take one on any
 * profile, shown or not — they must not tell the reporter which exist —, so the functions note
 * for the operators what its target is when it comes in: `targetStatus` and, in French,
 * `targetNote` (« Ce profil n'est pas publié… »). Only these two fields; a second run writes the same.
 */
async function noteReportTarget(db: Firestore, report: Report): Promise<ReportTargetStatus | null> {
  const status = await targetStatusOf(db, report);
  if (status) await documentOf(db, 'reports', report.id).update({ targetStatus: status, targetNote: REPORT_TARGET_NOTES[status] });
  return status;
}

/** On a report's arrival only: its later writes are the operators' (`handledOnReport`). */
export async function targetOnReport(event: WrittenEvent<'reports'>): Promise<void> {
  if (event.data?.before.exists) return;
  const report = modelOf('reports', event.data?.after);
  if (!report) return;
  await noteReportTarget(getFirestore(), report);
}
