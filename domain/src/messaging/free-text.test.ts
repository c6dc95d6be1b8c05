import { describe, expect, it } from 'vitest';
import { isSchema, type AnySchema, type SchemaDescription } from 'yup';
import { FREE_TEXTS, FREE_TEXTS_SAME_AS, maskedForMember } from './free-text';
import { MASK } from './messaging';

import * as accounts from '../accounts';
import * as booking from '../booking';
import * as communes from '../communes';
import * as data from '../data';
import * as kookers from '../kookers';
import * as legal from '../legal';
import * as messaging from '../messaging';
import * as money from '../money';
import * as offers from '../offers';
import * as operations from '../operations';
import * as pages from '../pages';
import * as rules from '../rules';
import * as search from '../search';
import * as tax from '../tax';

/** Every module the domain exports (`@kookers/domain/*`, package.json) but its demonstration data and test helpers. */
const MODULES: Array<Record<string, unknown>> = [
  accounts,
  booking,
  communes,
  data,
  kookers,
  legal,
  messaging,
  money,
  offers,
  operations,
  pages,
  rules,
  search,
  tax,
];

type Described = SchemaDescription & { fields?: Record<string, Described>; innerType?: Described };

/** The text fields of a schema's description, by path (`dietary.note`, `photos[]`, '' for a schema that is one string). */
function textFields(description: Described, path = ''): string[] {
  if (description.type === 'object')
    return Object.entries(description.fields ?? {}).flatMap(([key, field]) => textFields(field, path ? `${path}.${key}` : key));
  if (description.type === 'array') return description.innerType ? textFields(description.innerType, `${path}[]`) : [];
  return description.type === 'string' ? [path] : [];
}

/** Every schema the domain exports, by name — a schema made at a date (`taxProfileSchema(now)`) made today. */
function exportedSchemas(): Map<string, AnySchema> {
  const schemas = new Map<string, AnySchema>();
  for (const module of MODULES)
    for (const [name, value] of Object.entries(module)) {
      const schema: unknown =
        typeof value === 'function' && name.endsWith('Schema') ? (value as (now: Date) => unknown)(new Date()) : value;
      if (isSchema(schema)) schemas.set(name, schema as AnySchema);
    }
  return schemas;
}

describe('the free-text registry', () => {
  const schemas = exportedSchemas();

  it('names every text field of every schema the domain exports, and nothing else', () => {
    const found: Record<string, string[]> = {};
    for (const [name, schema] of schemas) {
      const fields = textFields(schema.describe() as Described);
      if (fields.length > 0 && !(name in FREE_TEXTS_SAME_AS)) found[name] = fields.sort();
    }
    const declared = Object.fromEntries(Object.entries(FREE_TEXTS).map(([name, fields]) => [name, Object.keys(fields).sort()]));
    expect(declared).toEqual(found);
  });

  it('reads the derived schemas’ fields from the schema they come from', () => {
    for (const [name, source] of Object.entries(FREE_TEXTS_SAME_AS)) {
      const fields = textFields(schemas.get(name)?.describe() as Described);
      expect(fields.length).toBeGreaterThan(0);
      for (const field of fields) expect(Object.keys(FREE_TEXTS[source])).toContain(field);
    }
  });

  it('gives each field a reason', () => {
    for (const fields of Object.values(FREE_TEXTS))
      for (const policy of Object.values(fields)) expect((policy as { why: string }).why.length).toBeGreaterThan(10);
  });
});

describe('maskedForMember', () => {
  const phone = 'Appelez le 06 12 34 56 78';

  it('masks a text read by the other member while no paid booking links them, and leaves it once one does', () => {
    const input = { requestId: 'r1', reason: phone };
    expect(maskedForMember('declineRequestSchema', input, false)).toEqual({ requestId: 'r1', reason: `Appelez le ${MASK}` });
    expect(maskedForMember('declineRequestSchema', input, true)).toEqual(input);
  });

  it('masks a text that outlives the booking’s contacts always, and no other field', () => {
    expect(maskedForMember('reportProblemSchema', { bookingId: 'b1', reason: 'other', text: phone }, true)).toEqual({
      bookingId: 'b1',
      reason: 'other',
      text: `Appelez le ${MASK}`,
    });
  });
});
