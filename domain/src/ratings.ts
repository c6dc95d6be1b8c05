/**
 * A Kooker's rating (SPEC.md §3): the mean of their reviews' ratings (1 to 5), rounded to one
 * decimal as the app shows it ("4,8"); 0 without any review. Kept by functions from the
 * reviews; the seed computes it the same way.
 */
export function averageRating(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  return Math.round((sum / ratings.length) * 10) / 10;
}
