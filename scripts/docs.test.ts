// The documentation stays true to the code it describes: the booking lifecycle diagram of
// docs/reservations.md lists exactly the transitions of domain/src/booking/booking-machine.ts.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TRANSITIONS } from '@kookers/domain/booking';

const ROOT = join(import.meta.dirname, '..');

describe('docs/reservations.md', () => {
  it('draws every transition of the state machine, and no other', () => {
    const page = readFileSync(join(ROOT, 'docs/reservations.md'), 'utf8');
    const diagram = /```mermaid\n([\s\S]*?)```/.exec(page)?.[1] ?? '';
    // Mermaid takes no dash in a state's id: 'awaiting-payment' is drawn under an alias
    // (`state "awaiting-payment" as awaitingPayment`), read back here as the status it names.
    const aliases = new Map([...diagram.matchAll(/^\s*state "([\w-]+)" as (\w+)$/gm)].map(([, named, alias]) => [alias, named] as const));
    const status = (id: string) => (id === '[*]' ? 'null' : (aliases.get(id) ?? id));
    const drawn = diagram
      .split('\n')
      .map((line) => /^\s*(\S+) --> (\w+): (\w+) \((\w+)\)$/.exec(line))
      .filter((match) => match !== null)
      .map(([, from, to, name, by]) => `${name}: ${status(from)} → ${status(to)} by ${by}`)
      .sort();
    const coded = Object.entries(TRANSITIONS)
      .map(([name, transition]) => `${name}: ${transition.from ?? 'null'} → ${transition.to} by ${transition.by}`)
      .sort();
    expect(drawn).toEqual(coded);
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
