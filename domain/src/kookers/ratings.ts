/**
 * A Kooker's rating (docs/modele-de-donnees.md): the mean of their reviews' ratings (1 to 5), rounded to one
 * decimal as the app shows it ("4,8"); 0 without any review. Kept by functions from the
 * reviews; the seed computes it the same way.
 */
export function averageRating(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  return roundRating(ratings.reduce((total, rating) => total + rating, 0) / ratings.length);
}

/** A mean rating as kept and shown: one decimal. */
export function roundRating(mean: number): number {
  return Math.round(mean * 10) / 10;
}
