// The text of a PDF the functions draw (functions/src/payments/documents.ts), read back from the
// file itself, for the tests that check what a document says.
import { PDFArray, PDFDocument, PDFRawStream, StandardFonts, decodePDFRawStream } from 'pdf-lib';

let characters: Promise<Map<string, string>> | undefined;

/** The bytes the standard fonts write, back to the characters they stand for (WinAnsi). */
function characterMap(): Promise<Map<string, string>> {
  characters ??= (async () => {
    const helvetica = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const map = new Map<string, string>();
    // Ascending, so that a byte two characters share (a space) reads as the plainer one.
    for (const codePoint of [...helvetica.getCharacterSet()].sort((a, b) => a - b)) {
      const char = String.fromCodePoint(codePoint);
      const hex = helvetica.encodeText(char).toString().slice(1, -1);
      if (!map.has(hex)) map.set(hex, char);
    }
    return map;
  })();
  return characters;
}

/**
 * The text each page of a PDF shows, one string per line drawn: its content streams inflated,
 * each `<hex> Tj` decoded. No-break spaces read as spaces.
 */
export async function pagesText(pdf: Uint8Array): Promise<string[][]> {
  const [doc, map] = await Promise.all([PDFDocument.load(pdf), characterMap()]);
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
    const lines: string[] = [];
    for (const ref of refs) {
      const stream = doc.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) throw new Error('A page’s content that is not a stream');
      const operators = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const [, hex = ''] of operators.matchAll(/<([0-9A-F]*)>\s*Tj/gi)) {
        const bytes = hex.toUpperCase().match(/../g) ?? [];
        lines.push(bytes.map((byte) => map.get(byte) ?? '\uFFFD').join(''));
      }
    }
    return lines.map((line) => line.replace(/\u00a0/g, ' '));
  });
}

/** Every line of every page, one per line. */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  return (await pagesText(pdf)).flat().join('\n');
}
