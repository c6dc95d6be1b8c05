import { describe, expect, it } from 'vitest';
import type { KookerProfile, Review } from '../kookers/model';
import { modelSamples } from '../testing/model-samples';
import { REVIEW_LIMITS } from '../kookers/catalog';
import { HOME_REVIEW_RATINGS, HOME_REVIEWS_COUNT, HOME_REVIEWS_MAX_AGE_DAYS, homeReviews } from './home-reviews';

const stamp = (iso: string) => ({ toMillis: () => Date.parse(iso), toDate: () => new Date(iso) });
const samples = modelSamples(stamp);
const NOW = new Date('2026-11-26T12:00:00Z');

const kooker = (id: string, overrides: Partial<KookerProfile> = {}): KookerProfile => ({
  ...samples.kooker,
  id,
  firstName: id.charAt(0).toUpperCase() + id.slice(1),
  city: 'Lyon',
  published: true,
  ...overrides,
});
const review = (id: string, kookerId: string, date: string, overrides: Partial<Review> = {}): Review => ({
  ...samples.review,
  id,
  kookerId,
  rating: 5,
  comment: 'Un vrai moment de partage.',
  type: 'Atelier pâtes fraîches',
  author: 'Camille M.',
  date: stamp(date),
  ...overrides,
});

describe('homeReviews', () => {
  it('takes the top ratings of the review scale', () => {
    expect(HOME_REVIEW_RATINGS.at(-1)).toBe(REVIEW_LIMITS.ratingMax);
    expect([...HOME_REVIEW_RATINGS]).toEqual([REVIEW_LIMITS.ratingMax - 1, REVIEW_LIMITS.ratingMax]);
  });

  const kookers = new Map(['claire', 'marco', 'akiko', 'yann'].map((id) => [id, kooker(id)]));

  it('shows the most recent well-rated reviews with words, one per Kooker, with the Kooker and the service', () => {
    const shown = homeReviews(
      [
        review('r1', 'claire', '2026-11-01T10:00:00Z'),
        review('r2', 'claire', '2026-11-20T10:00:00Z', { comment: 'Claire est formidable.' }),
        review('r3', 'marco', '2026-11-10T10:00:00Z'),
        review('r4', 'akiko', '2026-11-05T10:00:00Z'),
        review('r5', 'yann', '2026-10-01T10:00:00Z'),
      ],
      kookers,
      NOW,
    );
    expect(shown.map((entry) => entry.id)).toEqual(['r2', 'r3', 'r4']);
    expect(shown).toHaveLength(HOME_REVIEWS_COUNT);
    expect(shown[0]).toEqual({
      id: 'r2',
      comment: 'Claire est formidable.',
      rating: 5,
      author: 'Camille M.',
      serviceName: 'Atelier pâtes fraîches',
      kooker: { id: 'claire', firstName: 'Claire', city: 'Lyon' },
      date: new Date('2026-11-20T10:00:00Z'),
    });
  });

  it('leaves out low ratings, reviews without words, old ones, and Kookers no longer published', () => {
    const old = new Date(NOW.getTime() - (HOME_REVIEWS_MAX_AGE_DAYS + 1) * 86_400_000).toISOString();
    const shown = homeReviews(
      [
        review('low', 'claire', '2026-11-20T10:00:00Z', { rating: 3 }),
        review('blank', 'marco', '2026-11-20T10:00:00Z', { comment: '   ' }),
        review('old', 'akiko', old),
        review('gone', 'paused', '2026-11-20T10:00:00Z'),
        review('nobody', 'unknown', '2026-11-20T10:00:00Z'),
        review('undated', 'yann', '2026-11-20T10:00:00Z', { date: null }),
      ],
      new Map([...kookers, ['paused', kooker('paused', { published: false })]]),
      NOW,
    );
    expect(shown).toEqual([]);
  });
});
