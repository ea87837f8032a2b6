import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useMessages } from '@/i18n/LanguageProvider';
import { layoutMessages } from './layout.messages';
import { Footer } from './Footer';
import { Header } from './Header';

/** Loads the chosen language's shared texts (once) before drawing the page around them. */
export function PublicLayout() {
  return (
    <Suspense fallback={null}>
      <PublicFrame />
    </Suspense>
  );
}

function PublicFrame() {
  const t = useMessages(layoutMessages);
  return (
    <>
      <a className="skip-link" href="#main">
        {t.skipToContent}
      </a>
      <Header />
      <main id="main" className="page">
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
