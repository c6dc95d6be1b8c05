import { describe, expect, it } from 'vitest';
import { averageRating } from './ratings';

describe('average rating', () => {
  it('is the mean rounded to one decimal, 0 without reviews', () => {
    expect(averageRating([])).toBe(0);
    expect(averageRating([5])).toBe(5);
    expect(averageRating([5, 4])).toBe(4.5);
    expect(averageRating([5, 5, 4])).toBe(4.7);
    expect(averageRating([4, 4, 5, 5, 5, 5])).toBe(4.7);
    expect(averageRating([1, 2])).toBe(1.5);
  });
});
