/**
 * The one layout of every email (docs/notifications.md): a title, paragraphs, a table of the
 * details, a button to the site, as HTML that common mail clients render (tables, inline
 * styles, no script, no external CSS) and as plain text. Every text given is escaped here: a
 * name, an address or a note typed by a user never becomes markup.
 */

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface MailBody {
  subject: string;
  /** The heading of the message. */
  title: string;
  paragraphs: readonly string[];
  /** Label and value, one line each; a value may hold line breaks (a note). */
  details: ReadonlyArray<readonly [label: string, value: string]>;
  action?: { label: string; url: string };
  /** After the details, smaller (why this email was sent). */
  footer: readonly string[];
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML: the five characters that could open markup or an attribute, escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** Escaped, its line breaks kept, and French quotes never left alone at a line's end or start. */
const multiline = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>').replace(/« /g, '«&nbsp;').replace(/ »/g, '&nbsp;»');

const BRAND = '#c2410c';
const INK = '#1c1917';
const MUTED = '#57534e';
const FONT = 'font-family:Helvetica,Arial,sans-serif;';

/** The email, in HTML and in text, from its parts. */
export function renderMail(body: MailBody): MailContent {
  const rows = body.details
    .map(
      ([label, value]) =>
        `<tr><td style="${FONT}padding:6px 12px 6px 0;color:${MUTED};font-size:14px;vertical-align:top;white-space:nowrap;">${escapeHtml(label)}</td>` +
        `<td style="${FONT}padding:6px 0;color:${INK};font-size:14px;vertical-align:top;word-break:break-word;overflow-wrap:anywhere;">${multiline(value)}</td></tr>`,
    )
    .join('');
  const paragraphs = body.paragraphs.map(
    (text) =>
      `<p style="${FONT}margin:0 0 12px;color:${INK};font-size:16px;line-height:1.5;overflow-wrap:anywhere;">${multiline(text)}</p>`,
  );
  const action = body.action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:20px 0;"><tr><td style="background:${BRAND};border-radius:6px;">` +
      `<a href="${escapeHtml(body.action.url)}" style="${FONT}display:inline-block;padding:12px 20px;color:#ffffff;font-size:16px;font-weight:bold;text-decoration:none;">${escapeHtml(body.action.label)}</a>` +
      `</td></tr></table>`
    : '';
  const footer = body.footer.map(
    (text) =>
      `<p style="${FONT}margin:0 0 8px;color:${MUTED};font-size:12px;line-height:1.5;overflow-wrap:anywhere;">${multiline(text)}</p>`,
  );
  const html =
    `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(body.subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:#fafaf9;">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#fafaf9;"><tr><td align="center" style="padding:24px 12px;">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;">` +
    `<tr><td style="padding:20px 24px;border-bottom:3px solid ${BRAND};${FONT}font-size:20px;font-weight:bold;color:${BRAND};">Kookers</td></tr>` +
    `<tr><td style="padding:24px;">` +
    `<h1 style="${FONT}margin:0 0 16px;color:${INK};font-size:22px;line-height:1.3;">${escapeHtml(body.title)}</h1>` +
    paragraphs.join('') +
    (rows ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0;">${rows}</table>` : '') +
    action +
    footer.join('') +
    `</td></tr></table></td></tr></table></body></html>`;

  const width = Math.max(0, ...body.details.map(([label]) => label.length));
  const text = [
    body.title,
    '',
    ...body.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...body.details.map(([label, value]) => `${`${label} :`.padEnd(width + 3)}${value.replace(/\r?\n/g, `\n${' '.repeat(width + 3)}`)}`),
    ...(body.action ? ['', `${body.action.label} : ${body.action.url}`] : []),
    '',
    '—',
    ...body.footer,
    'Kookers',
  ].join('\n');
  return { subject: body.subject, text, html };
}
