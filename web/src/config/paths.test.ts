import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('builds a Kooker profile path, escaping the id', () => {
    expect(paths.kooker('abc123')).toBe('/kookers/abc123');
    expect(paths.kooker('a/b?c')).toBe('/kookers/a%2Fb%3Fc');
  });

  it('builds the path of a request for an offer, under the Kooker’s', () => {
    expect(paths.offerRequest('abc123')).toBe('/kookers/abc123/demande');
  });

  it('builds a conversation path from its id', () => {
    expect(paths.conversation('client1_kooker2')).toBe('/messages/client1_kooker2');
  });

  it('has no stray characters in the 404 path', () => {
    expect(paths.notFound).toBe('/404');
  });
});
