import { createBrowserRouter, Navigate, redirect } from 'react-router';
import { ContactPage } from '../features/contact/ContactPage';
import { DirectorsPage } from '../features/directors/DirectorsPage';
import { HelabojunPage } from '../features/helabojun/HelabojunPage';
import { HomePage } from '../features/home/HomePage';
import { NewsPage } from '../features/news/NewsPage';
import { OurStoryPage } from '../features/our-story/OurStoryPage';
import { VenuesPage } from '../features/venues/VenuesPage';
import { hasValidSession } from '../lib/session';
import { ErrorScreen } from './ErrorScreen';
import { PublicLayout } from './layout/PublicLayout';
import { RootLayout } from './layout/RootLayout';

/**
 * Every route of SPEC.md section 2. Public pages share the header and footer; the dashboard is loaded lazily so
 * visitors never download staff code.
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
          { index: true, element: <HomePage /> },
          { path: 'venues', element: <VenuesPage /> },
          { path: 'helabojun', element: <HelabojunPage /> },
          { path: 'news', element: <NewsPage /> },
          { path: 'our-story', element: <OurStoryPage /> },
          { path: 'directors-office', element: <DirectorsPage /> },
          { path: 'contact', element: <ContactPage /> },
        ],
      },
      { path: 'admin', loader: () => redirect('/admin/login'), element: <Navigate to="/admin/login" replace /> },
      {
        path: 'admin/login',
        lazy: async () => ({ Component: (await import('../features/admin/LoginPage')).LoginPage }),
      },
      {
        path: 'admin/dashboard',
        loader: () => (hasValidSession() ? null : redirect('/admin/login')),
        lazy: async () => ({ Component: (await import('../features/admin/DashboardPage')).DashboardPage }),
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
