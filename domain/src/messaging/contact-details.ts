/**
 * Contact details in a message (docs/messagerie.md, « Les coordonnées restent dans Kookers »):
 * phone numbers, email addresses and links, found however they are written to get round a filter
 * — full-width or other non-ASCII digits, invisible characters between them, look-alike letters
 * in a digit run (`O6 I2…`), any separator (`06_12_34`, `06, 12, 34`), digits in French words,
 * `jean(at)gmail(dot)com`, `jean arobase gmail point com`, `jean @ gmail . com`, any domain with a
 * public suffix (the list of the `tldts` package, kept up to date upstream, rather than a hand
 * list) — and across the consecutive messages of one author, so that a number split over two
 * messages is found in both.
 *
 * How: each text is normalised into a copy that remembers, for each of its characters, the span of
 * the original it comes from (Unicode compatibility form, invisible characters out, every decimal
 * digit as an ASCII one, look-alike letters inside digit runs as digits, French number words as
 * digits); the copy is searched; what is found is masked in the original. Dates with a year are
 * kept whole, so that `12/03/2026` is never read as part of a number.
 *
 * Pure, and heavy (the public suffix list): the functions use it; the web app never imports it.
 */
import { parse } from 'tldts';
import { MASK } from './messaging';

/** A normalised text: `text[i]` comes from `original.slice(from[i], to[i])` of message `source[i]` (-1: a joint). */
interface Normalised {
  text: string;
  from: number[];
  to: number[];
  source: number[];
}

/** Format characters (zero-width spaces, joiners, soft hyphens…), fillers, and the joiners and selectors that attach to a letter. */
const INVISIBLE = /^(?:[\p{Cf}\u115F\u1160\u3164\uFFA0]|\u034F|[\uFE00-\uFE0F]|[\u180B-\u180D])$/u;
const DECIMAL = /^\p{Nd}$/u;
const MARK = /^\p{M}$/u;
const LETTER = /^\p{L}$/u;

/** The value of any Unicode decimal digit: each script's ten digits are consecutive code points, from its zero. */
function digitValue(codePoint: number): number {
  let back = 0;
  while (back < 60 && DECIMAL.test(String.fromCodePoint(codePoint - back - 1))) back++;
  return back % 10;
}

/** One text, normalised (see the module's comment), its characters tied to message `source`. */
function normalise(input: string, source: number): Normalised {
  const out: Normalised = { text: '', from: [], to: [], source: [] };
  const push = (char: string, from: number, to: number) => {
    out.text += char;
    out.from.push(from);
    out.to.push(to);
    out.source.push(source);
  };
  for (let index = 0; index < input.length;) {
    const codePoint = input.codePointAt(index) ?? 0;
    const char = String.fromCodePoint(codePoint);
    const next = index + char.length;
    const previous = out.text.at(-1) ?? '';
    // Invisible characters, and marks stacked on anything but a letter, say nothing.
    if (!INVISIBLE.test(char) && !(MARK.test(char) && !LETTER.test(previous))) {
      for (const part of char.normalize('NFKC')) {
        const point = part.codePointAt(0) ?? 0;
        const ascii = DECIMAL.test(part) && !/[0-9]/.test(part) ? String(digitValue(point)) : part;
        for (const unit of ascii) push(unit, index, next);
      }
    }
    index = next;
  }
  return out;
}

/** Replaces characters one for one (the spans stay). */
function replaceAt(normalised: Normalised, at: number, chars: string): void {
  normalised.text = normalised.text.slice(0, at) + chars + normalised.text.slice(at + chars.length);
}

/** Letters read as digits inside a digit run: `O6 I2 34` is `06 12 34`. */
const LOOKALIKES: Record<string, string> = { O: '0', o: '0', I: '1', l: '1', '|': '1' };
/** What may stand between the groups of a phone number. */
const SEPARATOR = '[\\s.\\-_,/()·*+]';
const GAP = new RegExp(`^${SEPARATOR}{0,4}$`, 'u');

function lookalikeDigits(normalised: Normalised): void {
  const tokens = [...normalised.text.matchAll(/[\p{L}\p{N}|]+/gu)].map((match) => ({ at: match.index, word: match[0] }));
  const isLookalike = (char: string) => char in LOOKALIKES;
  const hasDigit = (word: string) => /[0-9]/.test(word);
  const convertible = (word: string) => [...word].every((char) => /[0-9]/.test(char) || isLookalike(char));
  const convert = (token: { at: number; word: string }) => {
    token.word = [...token.word].map((char) => LOOKALIKES[char] ?? char).join('');
    replaceAt(normalised, token.at, token.word);
  };
  // Tokens with a digit first ("O6", "I2"), then look-alike tokens alone next to a digit token ("O 6").
  for (const token of tokens) if (hasDigit(token.word) && convertible(token.word)) convert(token);
  tokens.forEach((token, index) => {
    if (token.word.length > 2 || hasDigit(token.word) || !convertible(token.word)) return;
    const near = [tokens[index - 1], tokens[index + 1]].some((other) => {
      if (!other || !hasDigit(other.word) || !/^[0-9]+$/.test(other.word)) return false;
      const [start, end] = other.at < token.at ? [other.at + other.word.length, token.at] : [token.at + token.word.length, other.at];
      return GAP.test(normalised.text.slice(start, end));
    });
    if (near) convert(token);
  });
}

const UNITS: Record<string, number> = { zero: 0, un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9 };
const TEENS: Record<string, number> = { dix: 10, onze: 11, douze: 12, treize: 13, quatorze: 14, quinze: 15, seize: 16 };
const TENS: Record<string, number> = { vingt: 20, trente: 30, quarante: 40, cinquante: 50, soixante: 60 };
const plain = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

interface WordToken {
  at: number;
  end: number;
  word: string;
}

/**
 * A French number from 0 to 99 starting at word `k`, its words joined by spaces or hyphens only
 * (`linked[i]`: word i and the next are): its value and the word after it, or null.
 */
function numberAt(words: readonly WordToken[], linked: readonly boolean[], k: number): { value: number; next: number } | null {
  const word = (i: number) => (linked.slice(k, i).every(Boolean) ? (words[i]?.word ?? '') : '');
  const unitAt = (i: number) => (word(i) in UNITS && word(i) !== 'zero' ? UNITS[word(i)] : undefined);
  const teenAt = (i: number): { value: number; next: number } | null => {
    if (word(i) === 'dix' && ['sept', 'huit', 'neuf'].includes(word(i + 1))) return { value: 10 + (UNITS[word(i + 1)] ?? 0), next: i + 2 };
    return word(i) in TEENS ? { value: TEENS[word(i)] ?? 0, next: i + 1 } : null;
  };
  const first = word(k);
  if (first in TENS) {
    const tens = TENS[first] ?? 0;
    let i = k + 1;
    const joined = word(i) === 'et';
    if (joined) i++;
    if (tens === 60) {
      const teen = teenAt(i);
      if (teen) return { value: 60 + teen.value, next: teen.next };
    }
    const unit = unitAt(i);
    if (unit !== undefined && (!joined || unit === 1)) return { value: tens + unit, next: i + 1 };
    return { value: tens, next: k + 1 };
  }
  if (first === 'quatre' && (word(k + 1) === 'vingt' || word(k + 1) === 'vingts')) {
    const teen = teenAt(k + 2);
    if (teen) return { value: 80 + teen.value, next: teen.next };
    const unit = unitAt(k + 2);
    return unit !== undefined ? { value: 80 + unit, next: k + 3 } : { value: 80, next: k + 2 };
  }
  const teen = teenAt(k);
  if (teen) return teen;
  return first in UNITS ? { value: UNITS[first] ?? 0, next: k + 1 } : null;
}

/** French number words as digits ("zéro six douze trente-quatre" is "0 6 12 34"), spans kept. */
function numberWordsAsDigits(normalised: Normalised): Normalised {
  const words: WordToken[] = [...normalised.text.matchAll(/\p{L}+/gu)].map((match) => ({
    at: match.index,
    end: match.index + match[0].length,
    word: plain(match[0]),
  }));
  const out: Normalised = { text: '', from: [], to: [], source: [] };
  const copy = (start: number, end: number) => {
    out.text += normalised.text.slice(start, end);
    out.from.push(...normalised.from.slice(start, end));
    out.to.push(...normalised.to.slice(start, end));
    out.source.push(...normalised.source.slice(start, end));
  };
  const linked = words.map((word, i) => /^[\s-]+$/.test(normalised.text.slice(word.end, words[i + 1]?.at ?? word.end)));
  let done = 0;
  for (let k = 0; k < words.length;) {
    const found = numberAt(words, linked, k);
    const first = words[k];
    const last = found ? words[found.next - 1] : undefined;
    if (!found || !first || !last) {
      k++;
      continue;
    }
    copy(done, first.at);
    const digits = String(found.value);
    for (const digit of digits) {
      out.text += digit;
      out.from.push(normalised.from[first.at] ?? 0);
      out.to.push(normalised.to[last.end - 1] ?? 0);
      out.source.push(normalised.source[first.at] ?? 0);
    }
    done = last.end;
    k = found.next;
  }
  copy(done, normalised.text.length);
  return out;
}

/** Dates with a year (`12/03/2026`, `2026-03-12`) are no phone numbers: kept out of digit runs. */
const DATE = /\b(?:\d{1,2}[/.-]\d{1,2}[/.-](?:19|20)\d{2}|(?:19|20)\d{2}-\d{1,2}-\d{1,2})\b/g;

type Span = [start: number, end: number];

/** Phone numbers: French (`06…`, `+33 6…`, `33 6…`, a mobile without its 0), or any number after `+` or `00`. */
function phoneSpans(text: string): Span[] {
  const searched = text.replace(DATE, (date) => '#'.repeat(date.length));
  const spans: Span[] = [];
  const run = new RegExp(`\\+?\\d+(?:${SEPARATOR}{1,4}\\d+)*`, 'gu');
  for (const match of searched.matchAll(run)) {
    const groups = [...match[0].matchAll(/\d+/g)].map((group) => ({ start: match.index + group.index, digits: group[0] }));
    const plus = match[0].startsWith('+');
    for (let i = 0; i < groups.length; i++) {
      let digits = '';
      let end = -1;
      for (let j = i; j < groups.length && digits.length < 16; j++) {
        digits += groups[j]?.digits ?? '';
        const international = (i === 0 && plus) || digits.startsWith('00');
        const local = /^(?:0[1-9]\d{8}|33[1-9]\d{8}|[67]\d{8})$/.test(digits);
        if (local || (international && digits.replace(/^00/, '').length >= 8)) end = j;
      }
      const last = groups[end];
      const first = groups[i];
      if (end < 0 || !last || !first) continue;
      spans.push([i === 0 && plus ? match.index : first.start, last.start + last.digits.length]);
      i = end;
    }
  }
  return spans;
}

/** French words that are also top-level domains: `Merci.Il fait beau` is a sentence, `le point de vue` no domain. */
const FRENCH_WORDS = new Set([
  'je',
  'il',
  'la',
  'le',
  'de',
  'se',
  'me',
  'ne',
  'ma',
  'au',
  'et',
  'si',
  'va',
  'es',
  'tu',
  'ce',
  'un',
  'ni',
  'on',
  'ou',
  'sa',
  'ta',
  'mon',
  'ton',
  'son',
  'les',
  'des',
  'du',
  'en',
  'pas',
  'vue',
  'fort',
]);

const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?';
/** A dot as written: `.`, `(.)`, `(dot)`, `[point]`, or the words `dot`, `point`. */
const DOT = '\\s*(?:[(\\[{]\\s*(?:dot|point|\\.)\\s*[)\\]}]|\\b(?:dot|point)\\b)\\s*|\\.';
const AT = '\\s*(?:@|[(\\[{]\\s*(?:at|@|arobase)\\s*[)\\]}]|\\b(?:arobase|arrobase|arobas|at)\\b)\\s*';
/** After an `@`, a plain dot may have spaces around it: `jean @ gmail . com`. */
const SPACED_DOT = `${DOT}|\\s*\\.\\s*`;
const HOST = new RegExp(`(${LABEL})((?:(?:${DOT})${LABEL})+)`, 'giu');
const EMAIL = new RegExp(`[\\p{L}\\p{N}._%+-]+(?:${AT})(${LABEL}(?:(?:${SPACED_DOT})${LABEL})+)`, 'giu');
const URL = /\b(?:https?:\/\/|www\.)[^\s<>"]+/giu;

/**
 * The longest host at the start of `written` (its labels joined by dots however written) that
 * ends with a public suffix; its length in `written`, or 0. A suffix written as a word, or
 * capitalised after a plain dot, must not be a French word (a sentence, not a domain).
 */
function hostLength(written: string, dot = DOT): number {
  const labels = [...written.matchAll(new RegExp(`(?:^|${dot})(${LABEL})`, 'giu'))];
  for (let count = labels.length; count >= 2; count--) {
    const last = labels[count - 1];
    if (!last) continue;
    const host = labels
      .slice(0, count)
      .map((label) => label[1] ?? '')
      .join('.')
      .toLowerCase();
    const result = parse(host, { allowPrivateDomains: true });
    if (!result.domain || !(result.isIcann || result.isPrivate)) continue;
    const suffix = last[1] ?? '';
    const dot = last[0].slice(0, last[0].length - suffix.length).trim();
    const capitalised = /^\p{Lu}\p{Ll}/u.test(suffix);
    const french = FRENCH_WORDS.has(suffix.toLowerCase());
    const before = (labels[count - 2]?.[1] ?? '').toLowerCase();
    if (dot !== '.' && (french || FRENCH_WORDS.has(before))) continue;
    if (dot === '.' && capitalised && (french || suffix.length > 3)) continue;
    return last.index + last[0].length;
  }
  return 0;
}

/** Emails, links and domains of a (normalised) text. */
function addressSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (const match of text.matchAll(URL)) spans.push([match.index, match.index + match[0].replace(/[.,;:!?)\]]+$/, '').length]);
  for (const match of text.matchAll(EMAIL)) {
    const host = match[1] ?? '';
    const length = hostLength(host, SPACED_DOT);
    if (length > 0) spans.push([match.index, match.index + match[0].length - host.length + length]);
  }
  const taken = (at: number) => spans.some(([start, end]) => at >= start && at < end);
  HOST.lastIndex = 0;
  for (let match = HOST.exec(text); match; match = HOST.exec(text)) {
    const length = taken(match.index) ? 0 : hostLength(match[0]);
    if (length === 0) {
      HOST.lastIndex = match.index + 1;
      continue;
    }
    const end = match.index + length;
    const path = /^\/[^\s<>"]*/.exec(text.slice(end))?.[0].replace(/[.,;:!?)\]]+$/, '') ?? '';
    spans.push([match.index, end + path.length]);
    HOST.lastIndex = end + path.length;
  }
  return spans;
}

/** Each message's spans to mask, in its own offsets, merged. */
function spansByMessage(joined: Normalised, found: readonly Span[], count: number): Span[][] {
  const byMessage: Span[][] = Array.from({ length: count }, () => []);
  for (const [start, end] of found) {
    const pieces = new Map<number, Span>();
    for (let at = start; at < end; at++) {
      const source = joined.source[at] ?? -1;
      if (source < 0) continue;
      const piece = pieces.get(source);
      const from = joined.from[at] ?? 0;
      const to = joined.to[at] ?? 0;
      pieces.set(source, piece ? [Math.min(piece[0], from), Math.max(piece[1], to)] : [from, to]);
    }
    for (const [source, piece] of pieces) byMessage[source]?.push(piece);
  }
  return byMessage.map((spans) =>
    spans
      .sort((a, b) => a[0] - b[0])
      .reduce<Span[]>((merged, span) => {
        const last = merged.at(-1);
        if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
        else merged.push([...span]);
        return merged;
      }, []),
  );
}

/** What a reader sees of a message: its text with its contact details masked, and whether any was. */
export interface MaskedText {
  text: string;
  masked: boolean;
}

/** The texts joined as one, normalised; what `find` finds in it replaced by `replacement` in each original. */
function replaceFound(texts: readonly string[], find: (text: string) => Span[], replacement: string): MaskedText[] {
  const joined: Normalised = { text: '', from: [], to: [], source: [] };
  texts.forEach((text, index) => {
    if (index > 0) {
      joined.text += '\n';
      joined.from.push(0);
      joined.to.push(0);
      joined.source.push(-1);
    }
    const one = normalise(text, index);
    lookalikeDigits(one);
    const read = numberWordsAsDigits(one);
    joined.text += read.text;
    joined.from.push(...read.from);
    joined.to.push(...read.to);
    joined.source.push(...read.source);
  });
  return spansByMessage(joined, find(joined.text), texts.length).map((spans, index) => {
    let text = texts[index] ?? '';
    for (const [start, end] of [...spans].reverse()) text = `${text.slice(0, start)}${replacement}${text.slice(end)}`;
    return { text, masked: spans.length > 0 };
  });
}

/**
 * The consecutive messages of one author, oldest first, each with the contact details found in
 * it — alone, or with the messages around it (a number begun in one and ended in the next is
 * masked in both) — replaced by MASK.
 */
export function maskMessages(texts: readonly string[]): MaskedText[] {
  return replaceFound(texts, (text) => [...addressSpans(text), ...phoneSpans(text)], MASK);
}

/** One message alone: its contact details masked. */
export function maskContactDetails(text: string): MaskedText {
  return maskMessages([text])[0] ?? { text, masked: false };
}

/** What replaces a link in a member's words quoted by a mail. */
export const LINK_REMOVED = '[lien retiré]';

/**
 * A member's words as a mail may quote them (docs/messagerie.md): every link, domain and email
 * address however written replaced by LINK_REMOVED, so that no mail from our address carries a
 * link someone else chose.
 */
export function withoutLinks(text: string): string {
  return replaceFound([text], addressSpans, LINK_REMOVED)[0]?.text ?? text;
}
