/** A drawn table scene: light, sharp at every size, and no photo to download. */
export function HeroIllustration() {
  return (
    <svg
      className="hero__illustration"
      viewBox="0 0 400 320"
      role="img"
      aria-label="Une table dressée avec une cocotte fumante, des légumes et une tarte"
    >
      <circle cx="200" cy="160" r="150" fill="#ffedd5" />
      <rect x="40" y="228" width="320" height="14" rx="7" fill="#9a3412" />
      <path d="M120 150h120v40a40 40 0 0 1-40 40h-40a40 40 0 0 1-40-40v-40Z" fill="#c2410c" />
      <rect x="108" y="142" width="144" height="14" rx="7" fill="#9a3412" />
      <path d="M100 168h20m120 0h20" stroke="#9a3412" strokeWidth="10" strokeLinecap="round" />
      <path
        d="M150 122c0-12 10-12 10-24s-10-12-10-24m30 48c0-12 10-12 10-24s-10-12-10-24m30 48c0-12 10-12 10-24s-10-12-10-24"
        fill="none"
        stroke="#fdba74"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <circle cx="300" cy="206" r="22" fill="#dc2626" />
      <path d="M300 184c2-8 8-12 14-12" stroke="#15803d" strokeWidth="5" strokeLinecap="round" fill="none" />
      <ellipse cx="82" cy="214" rx="34" ry="14" fill="#fbbf24" />
      <path d="M52 210c10-10 50-10 60 0" fill="none" stroke="#b45309" strokeWidth="4" strokeLinecap="round" />
      <path d="M330 150l-20 60M338 152l-16 58" stroke="#57534e" strokeWidth="5" strokeLinecap="round" />
      <ellipse cx="334" cy="140" rx="8" ry="14" fill="#a8a29e" />
    </svg>
  );
}
