/** The ratings a review can give, best first: the rows of the distribution. */
export const RATINGS = [5, 4, 3, 2, 1] as const;
export type Rating = (typeof RATINGS)[number];
