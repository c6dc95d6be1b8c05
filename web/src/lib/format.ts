const ratingFormat = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** An average rating as French readers write it: 4.75 → "4,8", 5 → "5,0". */
export function formatRating(rating: number): string {
  return ratingFormat.format(rating);
}

/** "de" before a name, elided before a vowel or a mute h: "de Bérénice", "d’Aurélien", "d’Hélène". */
export function deName(name: string): string {
  return /^[aeiouyhàâäéèêëîïôöùûüÿæœ]/i.test(name) ? `d’${name}` : `de ${name}`;
}
