import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { onDocumentCreated } from 'firebase-functions/firestore';
import { REPORT_TARGET_NOTES, type ReportTargetStatus } from '@kookers/domain/operations';

type Data = Record<string, unknown>;

/** What a report's target is now, for the operators: found and shown, or why not. */
async function targetStatusOf(db: Firestore, report: Data): Promise<ReportTargetStatus | null> {
  const itemId = typeof report.itemId === 'string' ? report.itemId : '';
  // The rules refuse anything else; one written in the console is left alone.
  if (!/^[^/]{1,128}$/.test(itemId)) return null;
  if (report.kind === 'profile') {
    const profile = await db.collection('kookers').doc(itemId).get();
    if (!profile.exists) return 'missing';
    if (profile.get('suspension') !== undefined && profile.get('suspension') !== null) return 'suspended';
    return profile.get('published') === true ? 'published' : 'unpublished';
  }
  if (report.kind === 'review') {
    if ((await db.collection('reviews').doc(itemId).get()).exists) return 'published';
    return (await db.collection('hiddenReviews').doc(itemId).get()).exists ? 'hidden' : 'missing';
  }
  if (report.kind !== 'message') return null;
  const conversationId = typeof report.conversationId === 'string' ? report.conversationId : '';
  if (!/^[^/]{1,256}$/.test(conversationId)) return 'missing';
  const message = await db.collection('conversations').doc(conversationId).collection('messages').doc(itemId).get();
  return message.exists ? 'published' : 'missing';
}

/**
 * A report was written (docs/exploitation.md, « Signalements »): the rules take one on any
 * profile, shown or not — they must not tell the reporter which exist —, so the functions note
 * for the operators what its target is when it comes in: `targetStatus` and, in French,
 * `targetNote` (« Ce profil n'est pas publié… »). Only these two fields; a second run writes the same.
 */
async function noteReportTarget(db: Firestore, reportPath: string, report: Data): Promise<ReportTargetStatus | null> {
  const status = await targetStatusOf(db, report);
  if (status) await db.doc(reportPath).update({ targetStatus: status, targetNote: REPORT_TARGET_NOTES[status] });
  return status;
}

export const targetOnReport = onDocumentCreated('reports/{reportId}', async (event) => {
  const data = event.data?.data();
  if (!data) return;
  await noteReportTarget(getFirestore(), `reports/${event.params.reportId}`, data);
});
