import { describe, expect, it } from 'vitest';
import { formatTitle } from './document-title';

describe('formatTitle', () => {
  it('names the page, then the brand', () => {
    expect(formatTitle('Questions fréquentes')).toBe('Questions fréquentes · Kookers');
  });

  it('gives the home page the brand and its promise', () => {
    expect(formatTitle(null)).toBe('Kookers — Cuisine faite maison, partagée entre particuliers');
  });
});
