import { type RouteObject } from 'react-router-dom';
import { AuthLayout } from '../components/layouts/auth-layout';
import { MainLayout } from '../components/layouts/main-layout';
import { Spinner } from '../components/ui/spinner';
import { GuardedRoute } from '../features/auth/components/guarded-route';
import { HomePage } from './routes/home';
import { NotFoundPage } from './routes/not-found';
import { RouteErrorPage } from './routes/route-error';

/** The main layout's route (navbar, footer): the shell hydrates for the paths under it. */
export const MAIN_LAYOUT_ROUTE_ID = 'main-layout';

// The home page ships in the first bundle (it is where most visitors land); every other page
// is a lazily loaded route module exporting `Component`. The browser's router is made from
// these in app/main.tsx, the prerendered pages' in app/prerender.tsx.
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    HydrateFallback: () => <Spinner fullPage />,
    children: [
      {
        id: MAIN_LAYOUT_ROUTE_ID,
        element: <MainLayout />,
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, Component: HomePage },
          { path: 'search', lazy: () => import('./routes/search') },
          { path: 'kookers/:id', lazy: () => import('./routes/kooker-profile') },
          { path: 'faq', lazy: () => import('./routes/faq') },
          { path: 'terms', lazy: () => import('./routes/terms') },
          { path: 'privacy', lazy: () => import('./routes/privacy') },
          { path: 'contact', lazy: () => import('./routes/contact') },
          { path: 'legal', lazy: () => import('./routes/legal-notice') },
          { path: 'terms-of-sale', lazy: () => import('./routes/terms-of-sale') },
          { path: 'ranking', lazy: () => import('./routes/ranking') },
          { path: 'reviews-policy', lazy: () => import('./routes/reviews-policy') },
          {
            element: <GuardedRoute audience="verified" />,
            children: [
              { path: 'settings', lazy: () => import('./routes/settings') },
              { path: 'reservations/:id', lazy: () => import('./routes/booking-confirmation') },
              { path: 'messages', lazy: () => import('./routes/messages') },
              { path: 'messages/:id', lazy: () => import('./routes/conversation') },
              { path: 'kookers/:id/demande', lazy: () => import('./routes/offer-request') },
            ],
          },
          {
            element: <GuardedRoute audience="kooker" />,
            children: [{ path: 'kooker-settings', lazy: () => import('./routes/kooker-settings') }],
          },
          { path: '404', Component: NotFoundPage },
          { path: '*', Component: NotFoundPage },
        ],
      },
      {
        element: <AuthLayout />,
        errorElement: <RouteErrorPage />,
        children: [
          {
            element: <GuardedRoute audience="guest" />,
            children: [
              { path: 'login', lazy: () => import('./routes/login') },
              { path: 'signup', lazy: () => import('./routes/signup') },
              { path: 'forgot-password', lazy: () => import('./routes/forgot-password') },
            ],
          },
        ],
      },
      { path: 'verify-email', lazy: () => import('./routes/verify-email') },
    ],
  },
];
