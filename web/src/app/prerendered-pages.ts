/**
 * The pages prerendered at build time (app/prerender.tsx, written into web/dist by
 * scripts/build/prerender.mjs; Hosting serves each at its path, firebase.json): the public
 * pages whose HTML is the same for every visitor. The login pages are there for their layout:
 * their form waits for the session (guest only), so their HTML shows the card with a spinner
 * rather than the main layout's shell. Every other path gets the shell.
 * `routeModule`: the lazily loaded route of the page, in the build manifest.
 */
export const PRERENDERED_PAGES = [
  { path: '/', file: 'index.html', routeModule: null },
  { path: '/faq', file: 'faq.html', routeModule: 'src/app/routes/faq.tsx' },
  { path: '/terms', file: 'terms.html', routeModule: 'src/app/routes/terms.tsx' },
  { path: '/privacy', file: 'privacy.html', routeModule: 'src/app/routes/privacy.tsx' },
  { path: '/contact', file: 'contact.html', routeModule: 'src/app/routes/contact.tsx' },
  { path: '/legal', file: 'legal.html', routeModule: 'src/app/routes/legal-notice.tsx' },
  { path: '/terms-of-sale', file: 'terms-of-sale.html', routeModule: 'src/app/routes/terms-of-sale.tsx' },
  { path: '/ranking', file: 'ranking.html', routeModule: 'src/app/routes/ranking.tsx' },
  { path: '/reviews-policy', file: 'reviews-policy.html', routeModule: 'src/app/routes/reviews-policy.tsx' },
  { path: '/login', file: 'login.html', routeModule: 'src/app/routes/login.tsx' },
  { path: '/signup', file: 'signup.html', routeModule: 'src/app/routes/signup.tsx' },
  { path: '/forgot-password', file: 'forgot-password.html', routeModule: 'src/app/routes/forgot-password.tsx' },
] as const;

/** The app's shell: the main layout with a spinner for content, for every other path. */
export const SHELL_FILE = 'shell.html';

/**
 * The shells of the two pages people land on from outside, which the searchPage and kookerPage
 * functions render on request with their data (docs/decisions/012-pages-rendered-on-the-server.md):
 * the app's shell that also names, at low priority, the code of the page, so that the browser
 * fetches it with the app's code instead of after it.
 */
export const ROUTE_SHELLS = [
  { path: '/search', file: 'search.html', modules: ['src/app/routes/search.tsx'] },
  { path: '/kookers/:id', file: 'kooker.html', modules: ['src/app/routes/kooker-profile.tsx'] },
] as const;

/** On #root of a prerendered page: the path it was rendered for (app/main.tsx hydrates it there only). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
