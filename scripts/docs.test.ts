// The documentation stays true to the code it describes: the booking lifecycle diagram of
// docs/reservations.md lists exactly the transitions of domain/src/booking-machine.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TRANSITIONS } from '@kookers/domain/booking-machine';

const ROOT = join(import.meta.dirname, '..');

describe('docs/reservations.md', () => {
  it('draws every transition of the state machine, and no other', () => {
    const page = readFileSync(join(ROOT, 'docs/reservations.md'), 'utf8');
    const diagram = /```mermaid\n([\s\S]*?)```/.exec(page)?.[1] ?? '';
    const drawn = diagram
      .split('\n')
      .map((line) => /^\s*(\S+) --> (\w+): (\w+) \((\w+)\)$/.exec(line))
      .filter((match) => match !== null)
      .map(([, from, to, name, by]) => `${name}: ${from === '[*]' ? 'null' : from} → ${to} by ${by}`)
      .sort();
    const coded = Object.entries(TRANSITIONS)
      .map(([name, transition]) => `${name}: ${transition.from ?? 'null'} → ${transition.to} by ${transition.by}`)
      .sort();
    expect(drawn).toEqual(coded);
  });
});
