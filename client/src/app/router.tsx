import { Navigate, redirect } from 'react-router';
import { sessionState } from '@/lib/session';
import { ErrorScreen } from './ErrorScreen';
import { PublicLayout } from './layout/PublicLayout';
import { RootLayout } from './layout/RootLayout';

/**
 * Every route of the site. Public pages share the header and footer. Every page, and the dashboard, is
 * loaded when first opened, so visitors never download staff code.
 */
export const routes = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <ErrorScreen />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          // Each page is its own chunk: a visitor downloads the page they open, not the whole site.
          { index: true, lazy: async () => ({ Component: (await import('../features/home/HomePage')).HomePage }) },
          {
            path: 'venues',
            lazy: async () => ({ Component: (await import('../features/venues/VenuesPage')).VenuesPage }),
          },
          {
            path: 'helabojun',
            lazy: async () => ({ Component: (await import('../features/helabojun/HelabojunPage')).HelabojunPage }),
          },
          { path: 'news', lazy: async () => ({ Component: (await import('../features/news/NewsPage')).NewsPage }) },
          {
            path: 'our-story',
            lazy: async () => ({ Component: (await import('../features/our-story/OurStoryPage')).OurStoryPage }),
          },
          {
            path: 'directors-office',
            lazy: async () => ({ Component: (await import('../features/directors/DirectorsPage')).DirectorsPage }),
          },
          {
            path: 'my-booking',
            lazy: async () => ({ Component: (await import('../features/my-booking/MyBookingPage')).MyBookingPage }),
          },
          {
            path: 'contact',
            lazy: async () => ({ Component: (await import('../features/contact/ContactPage')).ContactPage }),
          },
        ],
      },
      { path: 'admin', loader: () => redirect('/admin/login'), element: <Navigate to="/admin/login" replace /> },
      {
        path: 'admin/login',
        lazy: async () => ({ Component: (await import('../features/admin/LoginPage')).LoginPage }),
      },
      {
        path: 'admin/dashboard',
        // A token that has expired meanwhile sends the user to sign in with a word about why.
        loader: () => {
          const session = sessionState();
          if (session === 'valid') return null;
          return redirect(session === 'expired' ? '/admin/login?session=expired' : '/admin/login');
        },
        lazy: async () => ({ Component: (await import('../features/admin/DashboardPage')).DashboardPage }),
      },
    ],
  },
];
