import { callable } from '../../../lib/functions';
import type { AnswerComplaintInput, ComplaintResult, ReportProblemInput } from '@kookers/domain/booking';
import type { AbandonPaymentResult, PaymentBookingInput, PaymentStart } from './payment-calls';

// The Kooker's own money calls (payout account, tax data, DAC7 statement) are features/money's
// (api/money-calls.ts); a receipt's PDF is lib/money-document.ts's, shared with their statements.

/** The client secret of a booking's payment again, for its client (after a reload: api/payment-handoff.ts). */
export const resumePayment = callable<PaymentBookingInput, PaymentStart>('resumePayment');

/** The client gives up paying: the booking expires and its slot is offered again. */
export const abandonPayment = callable<PaymentBookingInput, AbandonPaymentResult>('abandonPayment');

/** The client reports a problem with a service that ended, within the window (complaint.ts). */
export const reportProblem = callable<ReportProblemInput, ComplaintResult>('reportProblem');

/** The Kooker answers the client's complaint, for the operators who decide. */
export const answerComplaint = callable<AnswerComplaintInput, ComplaintResult>('answerComplaint');
