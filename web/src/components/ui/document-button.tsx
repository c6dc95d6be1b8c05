import { useState, type ReactNode } from 'react';
import { callableErrorMessage } from '../../lib/callable-error';
import { bytesOfBase64, saveFile } from '../../lib/download';
import toast from '../../lib/toast';
import type { MoneyDocumentInput, MoneyDocumentResult } from '@kookers/domain/money';
import { moneyDocument } from '../../lib/money-document';

const FAILED = 'Le document n’a pas pu être préparé. Vérifiez votre connexion et réessayez.';

interface DocumentButtonProps {
  /** A money document (moneyDocument), or another PDF's call (the yearly DAC7 statement). */
  request: MoneyDocumentInput | (() => Promise<MoneyDocumentResult>);
  /** The button's words; a visually hidden part may say which document, among several alike. */
  children: ReactNode;
  className?: string;
}

/**
 * « Télécharger le reçu » on the booking page (features/booking), « Relevé mensuel », « Facture de
 * commission » on the Kooker's earnings (features/money): asks moneyDocument (lib/money-document.ts)
 * for the PDF (drawn by the functions from the ledger) and hands it to the browser to save; a refusal
 * is shown in a toast, in the function's French.
 */
export function DocumentButton({ request, children, className = 'button button--ghost button--small' }: DocumentButtonProps) {
  const [working, setWorking] = useState(false);
  const download = async () => {
    setWorking(true);
    try {
      const document = typeof request === 'function' ? await request() : await moneyDocument(request);
      saveFile(document.filename, bytesOfBase64(document.base64), 'application/pdf');
    } catch (error) {
      toast.error(callableErrorMessage(error, FAILED), { id: 'money-document' });
    } finally {
      setWorking(false);
    }
  };
  return (
    <button type="button" className={className} onClick={() => void download()} disabled={working} aria-busy={working || undefined}>
      {working ? 'Préparation…' : children}
    </button>
  );
}
