import { Outlet } from 'react-router';
import { Footer } from './Footer';
import { Header } from './Header';

export function PublicLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className="page">
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
