/**
 * The platform's documents as PDF (docs/argent.md): the client's receipt of a payment or a refund,
 * the Kooker's monthly statement and the platform's commission invoice. Each is drawn from plain
 * data that the domain builds and totals (domain/src/money/invoices.ts); nothing is computed
 * here but the layout. A4 pages, the standard Helvetica fonts (nothing to ship), long tables
 * continued on the next page under their header again, pages numbered when there are several.
 * The same data always gives the same bytes: the document's dates are its date of issue.
 */
import { PDFDocument, PageSizes, StandardFonts, rgb, type Color, type PDFFont, type PDFPage } from 'pdf-lib';
import {
  INVOICE_PAYMENT_TERMS,
  INVOICE_SERVICE_LABEL,
  formatCents,
  formatIssueDate,
  formatMonth,
  formatShortDate,
  receiptAmountLabel,
  receiptStateText,
  receiptTitle,
  receiptWhen,
  vatLabel,
  type InvoiceData,
  type ReceiptData,
  type StatementData,
  type StatementLine,
  type InvoiceLine,
} from '@kookers/domain/money';
import { participantsLabel } from '@kookers/domain/booking';
import { EU_COUNTRIES, isEuCountry, type Dac7Seller } from '@kookers/domain/tax';

const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
const MARGIN = 48;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
/** Where content stops, above the footer. */
const BOTTOM = MARGIN + 36;

// The web app's colours (web/src/styles/base.css).
const INK = rgb(0x1c / 255, 0x19 / 255, 0x17 / 255);
const MUTED = rgb(0x57 / 255, 0x53 / 255, 0x4e / 255);
const PRIMARY = rgb(0xc2 / 255, 0x41 / 255, 0x0c / 255);
const BORDER = rgb(0xe7 / 255, 0xe5 / 255, 0xe4 / 255);
const SOFT = rgb(0xff / 255, 0xed / 255, 0xd5 / 255);

const NO_BREAK_SPACE = '\u00a0';
/** Letters whose accent is not a mark of their own, so that a name keeps its letters. */
const PLAIN_LETTERS: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i', Ŀ: 'L', ŀ: 'l', ſ: 's' };

const characterSets = new WeakMap<PDFFont, Set<number>>();

function characterSet(font: PDFFont): Set<number> {
  let set = characterSets.get(font);
  if (!set) characterSets.set(font, (set = new Set(font.getCharacterSet())));
  return set;
}

/**
 * Text the standard fonts can draw. They encode WinAnsi, where French letters, « », ’ and € are,
 * and the no-break space, but not the narrow no-break space French numbers are written with
 * ("1 234,50 €", french-numbers.ts), nor other spaces, nor letters outside Western Europe typed
 * in a name: drawing one throws. Narrow and figure spaces become no-break spaces (the same glyph
 * as a space, still not a place to wrap), other spaces plain ones; invisible characters (soft
 * hyphen, zero-width joiners) go; a letter the font lacks loses its accent ("ś" → "s",
 * "Ł" → "L"); anything else becomes "?".
 */
export function drawableText(text: string, font: PDFFont): string {
  const drawable = characterSet(font);
  const spaced = text
    .replace(/[\u200b-\u200d\u2060\ufeff\u00ad]/g, '')
    .replace(/[\u202f\u2007]/g, NO_BREAK_SPACE)
    .replace(/[^\S\u00a0]+/g, ' ')
    .replace(/\u2011/g, '-');
  let out = '';
  for (const char of spaced) {
    if (drawable.has(char.codePointAt(0) ?? 0)) {
      out += char;
      continue;
    }
    const bare = PLAIN_LETTERS[char] ?? char.normalize('NFD').replace(/\p{M}/gu, '');
    out += [...bare].every((c) => drawable.has(c.codePointAt(0) ?? 0)) && bare ? bare : '?';
  }
  return out;
}

interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: Color;
  align?: 'left' | 'right';
}

/** A document being written, page after page, top to bottom. */
class Sheet {
  private readonly pages: PDFPage[] = [];
  private current: PDFPage | undefined;
  /** The baseline of the next line. */
  y = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    /** Draws the top of a page: the full header on the first, a reminder on the others. */
    private readonly header: (sheet: Sheet, first: boolean) => void,
  ) {}

  get page(): PDFPage {
    if (!this.current) throw new Error('No page yet');
    return this.current;
  }

  addPage(): void {
    this.current = this.doc.addPage(PageSizes.A4);
    this.pages.push(this.current);
    this.y = PAGE_HEIGHT - MARGIN;
    this.header(this, this.pages.length === 1);
  }

  /** Goes to a new page unless `height` points still fit on this one; says whether it did. */
  ensure(height: number): boolean {
    if (this.current && this.y - height >= BOTTOM) return false;
    this.addPage();
    return true;
  }

  font(bold = false): PDFFont {
    return bold ? this.bold : this.regular;
  }

  width(text: string, style: TextStyle = {}): number {
    const font = this.font(style.bold);
    return font.widthOfTextAtSize(drawableText(text, font), style.size ?? 10);
  }

  /** One line at (x, y); right-aligned text ends at x. */
  text(value: string, x: number, y: number, style: TextStyle = {}): void {
    const font = this.font(style.bold);
    const size = style.size ?? 10;
    const drawn = drawableText(value, font);
    const left = style.align === 'right' ? x - font.widthOfTextAtSize(drawn, size) : x;
    this.page.drawText(drawn, { x: left, y, size, font, color: style.color ?? INK });
  }

  /**
   * `value` cut into lines of at most `width` points, at spaces (a word longer than a line is cut
   * where it must); past `maxLines`, the last line ends with "…".
   */
  wrap(value: string, width: number, style: TextStyle = {}, maxLines = Infinity): string[] {
    const fits = (line: string) => this.width(line, style) <= width;
    const lines: string[] = [];
    let line = '';
    for (const word of value.trim().split(/ +/)) {
      const joined = line ? `${line} ${word}` : word;
      if (fits(joined)) {
        line = joined;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (line.length > 1 && !fits(line)) {
        let cut = line.length - 1;
        while (cut > 1 && !fits(line.slice(0, cut))) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    if (line) lines.push(line);
    if (lines.length <= maxLines) return lines;
    const kept = lines.slice(0, maxLines);
    let last = `${kept[maxLines - 1] ?? ''}…`;
    while (last.length > 1 && !fits(last)) last = `${last.slice(0, -2)}…`;
    kept[maxLines - 1] = last;
    return kept;
  }

  /** A paragraph across the content width, `y` moved below it. */
  paragraph(value: string, style: TextStyle = {}): void {
    const size = style.size ?? 10;
    for (const line of this.wrap(value, CONTENT_WIDTH, style)) {
      this.ensure(size * 1.4);
      this.text(line, MARGIN, this.y, style);
      this.y -= size * 1.4;
    }
  }

  rule(y = this.y, color: Color = BORDER): void {
    this.page.drawLine({ start: { x: MARGIN, y }, end: { x: PAGE_WIDTH - MARGIN, y }, thickness: 0.75, color });
  }

  /** The footer of every page, and "Page 2 / 3" when there are several. */
  finish(footer: string): void {
    const total = this.pages.length;
    this.pages.forEach((page, index) => {
      this.current = page;
      this.rule(MARGIN + 14);
      const lines = this.wrap(footer, CONTENT_WIDTH - 70, { size: 7 }, 2);
      lines.forEach((line, i) => this.text(line, MARGIN, MARGIN + 4 - i * 9, { size: 7, color: MUTED }));
      if (total > 1) this.text(`Page ${index + 1} / ${total}`, PAGE_WIDTH - MARGIN, MARGIN + 4, { size: 8, color: MUTED, align: 'right' });
    });
  }
}

/** The top of a first page: the brand on the left, the title and the document's facts on the right. */
function drawHeader(sheet: Sheet, title: string, facts: string[]): void {
  const top = sheet.y;
  sheet.text('Kookers', MARGIN, top - 20, { size: 26, bold: true, color: PRIMARY });
  sheet.text('Cours et repas chez des passionnés de cuisine', MARGIN, top - 36, { size: 8.5, color: MUTED });
  const right = PAGE_WIDTH - MARGIN;
  sheet.text(title, right, top - 18, { size: 18, bold: true, align: 'right' });
  facts.forEach((fact, i) => sheet.text(fact, right, top - 36 - i * 13, { size: 9.5, color: MUTED, align: 'right' }));
  sheet.y = Math.min(top - 52, top - 36 - facts.length * 13) - 8;
  sheet.rule(sheet.y, PRIMARY);
  sheet.y -= 26;
}

/** The top of a following page: which document this page continues. */
function drawContinuedHeader(sheet: Sheet, reminder: string): void {
  sheet.text('Kookers', MARGIN, sheet.y - 10, { size: 12, bold: true, color: PRIMARY });
  sheet.text(reminder, PAGE_WIDTH - MARGIN, sheet.y - 10, { size: 9, color: MUTED, align: 'right' });
  sheet.y -= 20;
  sheet.rule();
  sheet.y -= 22;
}

/** A section's title, kept on the page with at least `keepWith` points of what follows. */
function sectionTitle(sheet: Sheet, title: string, keepWith = 40): void {
  sheet.ensure(16 + keepWith);
  sheet.text(title, MARGIN, sheet.y, { size: 11.5, bold: true });
  sheet.y -= 18;
}

/** "Label    value" rows, labels in a column of their own. */
function facts(sheet: Sheet, rows: [string, string][], labelWidth = 130): void {
  for (const [label, value] of rows) {
    const lines = sheet.wrap(value, CONTENT_WIDTH - labelWidth);
    sheet.ensure(lines.length * 14);
    sheet.text(label, MARGIN, sheet.y, { color: MUTED });
    lines.forEach((line, i) => sheet.text(line, MARGIN + labelWidth, sheet.y - i * 14));
    sheet.y -= lines.length * 14 + 2;
  }
}

interface Column<Row> {
  title: string;
  width: number;
  align?: 'left' | 'right';
  /** The cell's text, and an optional smaller one under it (who booked, and the booking's id). */
  cell: (row: Row) => string | [string, string];
}

const TABLE_SIZE = 8.5;
const TABLE_LINE = 11;
const DETAIL_SIZE = 7;
const DETAIL_LINE = 9;

function tableHeader<Row>(sheet: Sheet, columns: Column<Row>[]): void {
  sheet.page.drawRectangle({ x: MARGIN, y: sheet.y - 5, width: CONTENT_WIDTH, height: 18, color: SOFT });
  let x = MARGIN;
  for (const column of columns) {
    const at = column.align === 'right' ? x + column.width - 4 : x + 4;
    sheet.text(column.title, at, sheet.y, { size: TABLE_SIZE, bold: true, align: column.align });
    x += column.width;
  }
  sheet.y -= 20;
}

/**
 * Rows under the columns' titles; a row that does not fit goes to the next page, under the
 * titles again. `closing` is the height to keep for what must follow the last row on its page.
 */
function table<Row>(sheet: Sheet, columns: Column<Row>[], rows: readonly Row[], closing = 0): void {
  sheet.ensure(20 + 2 * TABLE_LINE + 8 + (rows.length === 0 ? closing : 0));
  tableHeader(sheet, columns);
  rows.forEach((row, index) => {
    const cells = columns.map((column) => {
      const value = column.cell(row);
      const [main, second] = typeof value === 'string' ? [value, null] : value;
      const lines = sheet.wrap(main, column.width - 8, { size: TABLE_SIZE }, 2);
      const details = second ? sheet.wrap(second, column.width - 8, { size: DETAIL_SIZE }, 2) : [];
      return { column, lines, details };
    });
    const height = Math.max(...cells.map((cell) => cell.lines.length * TABLE_LINE + cell.details.length * DETAIL_LINE)) + 6;
    const last = index === rows.length - 1;
    if (sheet.ensure(height + (last ? closing : 0))) tableHeader(sheet, columns);
    let x = MARGIN;
    for (const { column, lines, details } of cells) {
      const at = column.align === 'right' ? x + column.width - 4 : x + 4;
      lines.forEach((line, i) => sheet.text(line, at, sheet.y - i * TABLE_LINE, { size: TABLE_SIZE, align: column.align }));
      const below = sheet.y - lines.length * TABLE_LINE + 1.5;
      details.forEach((line, i) => sheet.text(line, at, below - i * DETAIL_LINE, { size: DETAIL_SIZE, color: MUTED, align: column.align }));
      x += column.width;
    }
    sheet.y -= height;
    sheet.rule(sheet.y + TABLE_LINE - 2);
  });
}

/** Right-aligned "label  amount" rows under a table, the last one bold. */
function totals(sheet: Sheet, rows: [string, string][]): void {
  sheet.ensure(rows.length * 15 + 4);
  rows.forEach(([label, amount], i) => {
    const bold = i === rows.length - 1;
    sheet.text(label, PAGE_WIDTH - MARGIN - 110, sheet.y, { bold, align: 'right' });
    sheet.text(amount, PAGE_WIDTH - MARGIN - 4, sheet.y, { bold, align: 'right' });
    sheet.y -= 15;
  });
}

async function newDocument(title: string, issuedAt: Date): Promise<{ doc: PDFDocument; regular: PDFFont; bold: PDFFont }> {
  // No metadata of the moment of writing: the same data gives the same file.
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(title);
  doc.setAuthor('Kookers');
  doc.setCreator('Kookers');
  doc.setProducer('Kookers');
  doc.setLanguage('fr-FR');
  doc.setCreationDate(issuedAt);
  doc.setModificationDate(issuedAt);
  return { doc, regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
}

async function save(doc: PDFDocument): Promise<Buffer> {
  return Buffer.from(await doc.save());
}

// As the terms say it (« Responsabilités »): the receipt claims nothing more of who holds the money.
const INTERMEDIARY = 'Kookers agit en qualité de simple intermédiaire : la prestation est fournie par le Kooker, qui en fixe le prix.';

/** The width of the receipt's labels, the longest being « Référence du remboursement ». */
const RECEIPT_LABELS = 150;

/** The client's receipt of one payment or one refund. */
export async function receiptPdf(data: ReceiptData): Promise<Buffer> {
  const title = receiptTitle(data.kind);
  const { doc, regular, bold } = await newDocument(`${title} ${data.number}`, data.issuedAt);
  const sheet = new Sheet(doc, regular, bold, (s, first) =>
    first
      ? drawHeader(s, title, [`N° ${data.number}`, `Émis le ${formatIssueDate(data.issuedAt)}`])
      : drawContinuedHeader(s, `${title} ${data.number}`),
  );
  sheet.addPage();

  facts(
    sheet,
    [
      ['Client', data.clientName],
      ['Kooker', data.kookerName],
      ...(data.kookerStatus ? [['Statut du Kooker', data.kookerStatus] satisfies [string, string]] : []),
    ],
    RECEIPT_LABELS,
  );
  sheet.y -= 14;
  sectionTitle(sheet, 'Prestation');
  facts(
    sheet,
    [
      ['Prestation', data.serviceName],
      ['Date', receiptWhen(data)],
      ['Participants', participantsLabel(data.participants)],
      ['Prix par personne', formatCents(data.pricePerPerson)],
      ['Réservation', data.bookingId],
    ],
    RECEIPT_LABELS,
  );
  sheet.y -= 16;

  const boxHeight = 64;
  sheet.ensure(boxHeight + 10);
  const boxTop = sheet.y + 14;
  sheet.page.drawRectangle({ x: MARGIN, y: boxTop - boxHeight, width: CONTENT_WIDTH, height: boxHeight, color: SOFT });
  sheet.text(receiptAmountLabel(data.kind), MARGIN + 14, boxTop - 26, { size: 13, bold: true });
  sheet.text(formatCents(data.amount), PAGE_WIDTH - MARGIN - 14, boxTop - 28, { size: 20, bold: true, align: 'right' });
  const state = sheet.wrap(receiptStateText(data.kind, data.state), CONTENT_WIDTH - 28, { size: 9.5 }, 2);
  state.forEach((line, i) =>
    sheet.text(line, MARGIN + 14, boxTop - 46 - i * 12, {
      size: 9.5,
      color: data.state === 'succeeded' ? MUTED : PRIMARY,
      bold: data.state !== 'succeeded',
    }),
  );
  sheet.y = boxTop - boxHeight - 22;
  facts(
    sheet,
    [[data.kind === 'payment' ? 'Référence du paiement' : 'Référence du remboursement', data.processorReference]],
    RECEIPT_LABELS,
  );

  sheet.y -= 10;
  const movement = data.kind === 'payment' ? 'paiement' : 'remboursement';
  if (data.termsAccepted) {
    sheet.paragraph(`${data.termsAccepted}.`, { size: 9.5 });
    sheet.y -= 6;
  }
  sheet.paragraph(`${INTERMEDIARY} Ce reçu atteste un ${movement} ; il ne tient pas lieu de facture.`, { size: 8.5, color: MUTED });
  sheet.finish(`Kookers — ${title} ${data.number}`);
  return save(doc);
}

/** A Kooker's monthly statement: the month's bookings, what each left them, and their balance. */
export async function statementPdf(data: StatementData): Promise<Buffer> {
  const month = formatMonth(data.month);
  const title = 'Relevé mensuel';
  const { doc, regular, bold } = await newDocument(`${title} ${month} — ${data.kookerName}`, data.issuedAt);
  const sheet = new Sheet(doc, regular, bold, (s, first) =>
    first
      ? drawHeader(s, title, [month.charAt(0).toUpperCase() + month.slice(1), `Émis le ${formatIssueDate(data.issuedAt)}`])
      : drawContinuedHeader(s, `${title}, ${month} — ${data.kookerName}`),
  );
  sheet.addPage();
  facts(sheet, [['Kooker', data.kookerName]], 60);
  sheet.y -= 10;

  sectionTitle(sheet, 'Votre solde', 56);
  const boxes: [string, number][] = [
    ['Retenu', data.balance.held],
    ['Disponible', data.balance.available],
    ['Versé ce mois', data.balance.paidOut],
    ['À rendre à Kookers', data.balance.owed],
  ];
  const gap = 10;
  const boxWidth = (CONTENT_WIDTH - gap * (boxes.length - 1)) / boxes.length;
  boxes.forEach(([label, cents], i) => {
    const x = MARGIN + i * (boxWidth + gap);
    sheet.page.drawRectangle({ x, y: sheet.y - 36, width: boxWidth, height: 48, color: SOFT });
    sheet.text(label, x + 10, sheet.y - 4, { size: 8.5, color: MUTED });
    sheet.text(formatCents(cents), x + 10, sheet.y - 24, { size: 14, bold: true });
  });
  sheet.y -= 50;
  sheet.paragraph(
    'Retenu : gagné, en attente de la prestation ou du délai laissé au client pour signaler un problème. Disponible : prêt à vous être versé.',
    { size: 8, color: MUTED },
  );
  sheet.y -= 10;

  sectionTitle(sheet, `Vos réservations de ${month}`);
  const columns: Column<StatementLine>[] = [
    { title: 'Date', width: 52, cell: (line) => formatShortDate(line.date) },
    { title: 'Prestation et client', width: 160, cell: (line) => [line.serviceName, `${line.clientName} · ${line.bookingId}`] },
    { title: 'Total', width: 54, align: 'right', cell: (line) => formatCents(line.total) },
    { title: 'Remboursé', width: 56, align: 'right', cell: (line) => formatCents(line.refunded) },
    { title: 'Commission', width: 60, align: 'right', cell: (line) => formatCents(line.commission) },
    { title: 'Votre part', width: 54, align: 'right', cell: (line) => formatCents(line.kookerShare) },
    { title: 'Statut', width: CONTENT_WIDTH - 436, cell: (line) => line.status },
  ];
  if (data.lines.length === 0) {
    sheet.paragraph(`Aucune réservation en ${month}.`, { color: MUTED });
  } else {
    table(sheet, columns, data.lines, 22);
    sheet.ensure(TABLE_LINE + 6);
    let x = MARGIN;
    const sums = ['Total', '', data.totals.total, data.totals.refunded, data.totals.commission, data.totals.kookerShare, ''];
    columns.forEach((column, i) => {
      const sum = sums[i];
      const value = typeof sum === 'number' ? formatCents(sum) : (sum ?? '');
      const at = column.align === 'right' ? x + column.width - 4 : x + 4;
      if (value) sheet.text(value, at, sheet.y, { size: TABLE_SIZE, bold: true, align: column.align });
      x += column.width;
    });
    sheet.y -= 22;
  }
  sheet.paragraph(
    'La commission est la part que Kookers conserve sur chaque réservation, TVA comprise ; elle vous est facturée chaque mois. Un remboursement au client réduit ce que la réservation vous laisse.',
    { size: 8, color: MUTED },
  );
  sheet.finish(`Kookers — ${title}, ${month} — ${data.kookerName}`);
  return save(doc);
}

/** The platform's invoice of its commission to a Kooker for a month, with the French mentions. */
export async function invoicePdf(data: InvoiceData): Promise<Buffer> {
  const { seller } = data;
  const month = formatMonth(data.month);
  const { doc, regular, bold } = await newDocument(`Facture ${data.number}`, data.issuedAt);
  const sheet = new Sheet(doc, regular, bold, (s, first) =>
    first
      ? drawHeader(s, 'Facture', [`N° ${data.number}`, `Date d’émission : ${formatIssueDate(data.issuedAt)}`, `Période : ${month}`])
      : drawContinuedHeader(s, `Facture ${data.number}`),
  );
  sheet.addPage();

  const half = CONTENT_WIDTH / 2;
  const top = sheet.y;
  const party = (x: number, heading: string, lines: string[]) => {
    sheet.text(heading, x, top, { size: 8.5, bold: true, color: MUTED });
    let y = top - 16;
    lines.forEach((line, i) => {
      for (const part of sheet.wrap(line, half - 16, { bold: i === 0 })) {
        sheet.text(part, x, y, { bold: i === 0 });
        y -= 13;
      }
    });
    return y;
  };
  const sellerBottom = party(MARGIN, 'VENDEUR', [
    seller.name,
    seller.address,
    `SIREN ${seller.siren}`,
    seller.rcs,
    `N° de TVA intracommunautaire : ${seller.vatNumber}`,
    `SAS au capital de ${seller.capital}`,
  ]);
  const buyerBottom = party(MARGIN + half, 'CLIENT', [data.buyer.name, data.buyer.address]);
  sheet.y = Math.min(sellerBottom, buyerBottom) - 16;

  sectionTitle(sheet, `${INVOICE_SERVICE_LABEL} — ${month}`);
  const columns: Column<InvoiceLine>[] = [
    { title: 'Date', width: 62, cell: (line) => formatShortDate(line.date) },
    { title: 'Réservation', width: 130, cell: (line) => line.bookingId },
    { title: 'Prestation', width: CONTENT_WIDTH - 62 - 130 - 100, cell: (line) => line.serviceName },
    { title: 'Commission TTC', width: 100, align: 'right', cell: (line) => formatCents(line.commission) },
  ];
  if (data.lines.length === 0) sheet.paragraph(`Aucune commission en ${month}.`, { color: MUTED });
  else table(sheet, columns, data.lines, 70);
  sheet.y -= 6;
  totals(sheet, [
    ['Total HT', formatCents(data.totals.excludingTax)],
    [vatLabel(data.totals.ratePercent), formatCents(data.totals.vat)],
    ['Total TTC', formatCents(data.totals.includingTax)],
  ]);
  sheet.y -= 12;
  sheet.paragraph(
    `La TVA est calculée sur le total des commissions de la période. Chaque commission est comprise dans le prix payé par le client : elle ne s’y ajoute pas.`,
    { size: 8.5, color: MUTED },
  );
  sheet.y -= 4;
  sheet.paragraph(`Conditions de paiement : ${INVOICE_PAYMENT_TERMS}.`, { size: 9.5, bold: true });
  sheet.finish(`${seller.name}, SAS au capital de ${seller.capital} — ${seller.address} — ${seller.rcs} — TVA ${seller.vatNumber}`);
  return save(doc);
}

/** What the Kooker's yearly DAC7 statement shows: their line of the report (domain/src/tax/dac7-report.ts). */
export interface Dac7StatementData {
  year: number;
  issuedAt: Date;
  seller: Dac7Seller;
}

const QUARTER_NAMES = [
  '1er trimestre (janvier à mars)',
  '2e trimestre (avril à juin)',
  '3e trimestre (juillet à septembre)',
  '4e trimestre (octobre à décembre)',
];

/**
 * « Relevé annuel DAC7 » (docs/argent.md, « Déclaration DAC7 »): what Kookers declares of the
 * Kooker to the tax authority for the year — their tax data, the payout account, and per quarter
 * the consideration, the services and the commission kept — the same figures as the report.
 */
export async function dac7StatementPdf(data: Dac7StatementData): Promise<Buffer> {
  const { seller, year } = data;
  const title = `Relevé annuel DAC7 ${year}`;
  const name = `${seller.firstNames} ${seller.lastName}`.trim() || seller.publicName;
  const { doc, regular, bold } = await newDocument(`${title} — ${name}`, data.issuedAt);
  const sheet = new Sheet(doc, regular, bold, (s, first) =>
    first
      ? drawHeader(s, title, [`Année ${year}`, `Émis le ${formatIssueDate(data.issuedAt)}`])
      : drawContinuedHeader(s, `${title} — ${name}`),
  );
  sheet.addPage();
  sheet.paragraph(
    `Kookers, opérateur de plateforme, déclare chaque année à l’administration fiscale les revenus que ses vendeurs y ont perçus (directive (UE) 2021/514, dite DAC7). Voici ce qui sera déclaré pour vous au titre de ${year}.`,
    { size: 9, color: MUTED },
  );
  sheet.y -= 8;

  sectionTitle(sheet, 'Vos informations', 90);
  const missing = '(non renseigné)';
  const country = isEuCountry(seller.address.country) ? EU_COUNTRIES[seller.address.country] : seller.address.country;
  const address = [seller.address.street, `${seller.address.postalCode} ${seller.address.city}`.trim(), country]
    .filter((part) => part !== '')
    .join(', ');
  facts(sheet, [
    ['Nom et prénoms', `${seller.lastName} ${seller.firstNames}`.trim() || missing],
    ['Date de naissance', seller.birthDate ? formatShortDate(seller.birthDate) : missing],
    ['Adresse de résidence', address || missing],
    ['Numéro fiscal', seller.tin ? `${seller.tin} (${seller.tinCountry})` : missing],
    ['Compte de versement', seller.account ? `${seller.account.holder}, ${seller.account.ibanHint}` : missing],
  ]);
  if (seller.flags.length > 0) {
    sheet.y -= 4;
    sheet.paragraph(`À compléter dans l’onglet « Revenus » : ${seller.flags.join(' ; ')}.`, { size: 9, color: PRIMARY });
  }
  sheet.y -= 10;

  sectionTitle(sheet, `Vos revenus ${year}, par trimestre`);
  const rows = [
    ...seller.quarters.map((figures, index) => ({ label: QUARTER_NAMES[index] ?? '', figures })),
    { label: `Année ${year}`, figures: seller.total },
  ];
  const columns: Column<(typeof rows)[number]>[] = [
    { title: 'Période', width: 190, cell: (row) => row.label },
    { title: 'Montant perçu', width: 110, align: 'right', cell: (row) => formatCents(row.figures.consideration) },
    { title: 'Prestations', width: 80, align: 'right', cell: (row) => String(row.figures.activities) },
    { title: 'Commission Kookers', width: CONTENT_WIDTH - 380, align: 'right', cell: (row) => formatCents(row.figures.fees) },
  ];
  table(sheet, columns, rows, 12);
  sheet.y -= 8;
  sheet.paragraph(
    'Montant perçu : votre part de chaque réservation, acquise à la fin de la prestation (ou à une annulation qui vous en laisse une part), remboursements déduits et commission déjà retirée ; le trimestre est celui où elle vous est acquise (heure de Paris). Prestations : les réservations qui vous ont rapporté une part. Commission Kookers : ce que la plateforme a conservé, TVA comprise.',
    { size: 8, color: MUTED },
  );
  sheet.y -= 4;
  sheet.paragraph(
    'Ce relevé ne remplace pas votre déclaration de revenus : c’est à vous de déclarer ces sommes selon votre situation. Un remboursement décidé après la fin de l’année change les montants de ce relevé.',
    { size: 8, color: MUTED },
  );
  sheet.finish(`Kookers — ${title} — ${name}`);
  return save(doc);
}
