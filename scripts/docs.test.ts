// The documentation stays true to the code it describes: the lifecycle diagrams of
// docs/reservations.md, and their tables, list exactly the transitions of
// domain/src/booking/booking-machine.ts and domain/src/offers/offer-machine.ts; every scheduled
// job is named where deploying and operating it are described; citations and links resolve.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TRANSITIONS } from '@kookers/domain/booking';
import { OFFER_TRANSITIONS, REQUEST_TRANSITIONS } from '@kookers/domain/offers';

const ROOT = join(import.meta.dirname, '..');

type Table = Record<string, { from: string | null; to: string; by: string }>;

/**
 * The part of the page under a heading: from that line to the next heading of its level or
 * higher (the whole page without a heading). A heading that is not there fails the test.
 */
function sectionOf(page: string, heading?: string): string {
  if (heading === undefined) return page;
  const lines = page.split('\n');
  const start = lines.indexOf(heading);
  expect(start, `the heading « ${heading} »`).toBeGreaterThanOrEqual(0);
  const level = /^#+/.exec(heading)?.[0].length ?? 1;
  const end = lines.findIndex((line, index) => index > start && (/^#+/.exec(line)?.[0].length ?? Infinity) <= level);
  return lines.slice(start, end === -1 ? undefined : end).join('\n');
}

/** The first ```mermaid block of a section, and the table of transitions that follows it. */
function drawnIn(section: string): { diagram: string; table: string } {
  const block = /```mermaid\n([\s\S]*?)```/.exec(section);
  expect(block, 'a mermaid diagram').not.toBeNull();
  return { diagram: block?.[1] ?? '', table: section.slice((block?.index ?? 0) + (block?.[0].length ?? 0)) };
}

/** The transitions a stateDiagram draws, `name: from → to by actor`, sorted. */
function diagramTransitions(diagram: string): string[] {
  // Mermaid takes no dash in a state's id: 'awaiting-payment' is drawn under an alias
  // (`state "awaiting-payment" as awaitingPayment`), read back here as the status it names.
  const aliases = new Map([...diagram.matchAll(/^\s*state "([\w-]+)" as (\w+)$/gm)].map(([, named, alias]) => [alias, named] as const));
  const status = (id: string) => (id === '[*]' ? 'null' : (aliases.get(id) ?? id));
  return diagram
    .split('\n')
    .map((line) => /^\s*(\S+) --> (\w+): (\w+) \((\w+)\)$/.exec(line))
    .filter((match) => match !== null)
    .map(([, from, to, name, by]) => `${name}: ${status(from)} → ${status(to)} by ${by}`)
    .sort();
}

/** The rows of the first Markdown table whose lines start with a transition, `name: from → to`, sorted. */
function tableTransitions(text: string): string[] {
  const rows = text.split('\n').map((line) => /^\| `(\w+)` \| (—|`[\w-]+`) → `([\w-]+)` \|/.exec(line));
  const first = rows.findIndex((row) => row !== null);
  const end = rows.findIndex((row, index) => index > first && row === null);
  return rows
    .slice(first, end === -1 ? undefined : end)
    .filter((row) => row !== null)
    .map(([, name, from, to]) => `${name}: ${from === '—' ? 'null' : from.slice(1, -1)} → ${to}`)
    .sort();
}

const coded = (table: Table, withActor: boolean) =>
  Object.entries(table)
    .map(([name, { from, to, by }]) => `${name}: ${from ?? 'null'} → ${to}${withActor ? ` by ${by}` : ''}`)
    .sort();

describe('docs/reservations.md', () => {
  const page = readFileSync(join(ROOT, 'docs/reservations.md'), 'utf8');
  // The booking's diagram is the page's first; each of the offers' opens its own section.
  const lifecycles: Array<{ what: string; heading?: string; table: Table }> = [
    { what: 'a booking (TRANSITIONS)', table: TRANSITIONS },
    { what: 'a request (REQUEST_TRANSITIONS)', heading: "### La vie d'une demande", table: REQUEST_TRANSITIONS },
    { what: 'an offer (OFFER_TRANSITIONS)', heading: "### La vie d'une offre", table: OFFER_TRANSITIONS },
  ];

  for (const { what, heading, table } of lifecycles) {
    it(`draws every transition of the state machine of ${what}, and no other, in its diagram and its table`, () => {
      const { diagram, table: after } = drawnIn(sectionOf(page, heading));
      expect(diagramTransitions(diagram)).toEqual(coded(table, true));
      expect(tableTransitions(after)).toEqual(coded(table, false));
    });
  }

  it('draws no lifecycle diagram the tests above do not read', () => {
    expect([...page.matchAll(/```mermaid\n/g)]).toHaveLength(lifecycles.length);
  });
});

/** The files git tracks (a fresh clone's), less what is generated or binary. */
function trackedTextFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0');
  return listed.filter(
    (file) =>
      /\.(ts|tsx|mjs|js|css|html|md|rules|json)$/.test(file) &&
      !/^(emulator-data|docs\/screenshots)\//.test(file) &&
      !file.endsWith('package-lock.json'),
  );
}

// What a newcomer's clone does not hold: the first specification, the style guide, the earlier
// prototype, the issue tracker (a standard's section, such as RFC 9110 §13, is fine).
const OUTSIDE_CITATION = /\bSPEC\.md\b|\bSTYLE\.md\b|prototype-description|(?<!RFC \d+ )§\s?\d|\b[Ii]ssues? #?\d+\b|\(#\d+\)/;

describe('what the code and the docs cite', () => {
  it('is in the repository: docs/ pages and decision records, never an outside document or an issue number', () => {
    const found = trackedTextFiles().flatMap((file) =>
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          OUTSIDE_CITATION.test(line) && !line.includes('OUTSIDE_CITATION') ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });

  it('links, in README.md and docs/, only to files that exist', () => {
    const pages = trackedTextFiles().filter((file) => file === 'README.md' || (file.startsWith('docs/') && file.endsWith('.md')));
    const broken = pages.flatMap((page) =>
      [...readFileSync(join(ROOT, page), 'utf8').matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
        .map((match) => match[1])
        .filter((target) => !/^[a-z]+:/.test(target) && !existsSync(join(ROOT, dirname(page), target)))
        .map((target) => `${page} → ${target}`),
    );
    expect(broken).toEqual([]);
  });
});

describe('the scheduled jobs', () => {
  // Each job is exported by functions/src/index.ts as `export const name = scheduledFunction(SCHEDULED_JOBS.name)`.
  const jobs = [...readFileSync(join(ROOT, 'functions/src/index.ts'), 'utf8').matchAll(/scheduledFunction\(SCHEDULED_JOBS\.(\w+)\)/g)].map(
    (match) => match[1] ?? '',
  );

  it('are each listed by the README (deploying makes them Cloud Scheduler jobs) and in docs/exploitation.md’s table', () => {
    expect(jobs.length).toBeGreaterThan(10);
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const operations = readFileSync(join(ROOT, 'docs/exploitation.md'), 'utf8');
    expect(jobs.filter((job) => !readme.includes(`\`${job}\``))).toEqual([]);
    expect(jobs.filter((job) => !operations.includes(`| \`${job}\` |`))).toEqual([]);
  });
});
