import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { ParkLogo } from '../../components/ParkLogo';
import { HEADER_LINKS } from './nav-links';

/** Header of every public page; at 768 px and below the links move into a menu that closes on navigation. */
export function Header() {
  const location = useLocation();
  // The menu is open only for the location it was opened at, so any navigation closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuOpen = openAt === location.key;

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__brand" aria-label="Kandy Cultural Park, home">
          <ParkLogo />
          <span className="site-header__name">
            Kandy Cultural Park
            <small>Nuwara Sanskruthika Udyanaya</small>
          </span>
        </Link>
        <button
          type="button"
          className="site-header__toggle"
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setOpenAt(menuOpen ? null : location.key)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>
        <nav id="site-nav" className={`site-nav${menuOpen ? ' site-nav--open' : ''}`} aria-label="Main">
          <ul>
            {HEADER_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className={({ isActive }) => `site-nav__link${isActive ? ' is-active' : ''}`}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <Link to="/venues#booking-form" className="button button--gold site-nav__cta">
            Book Now
          </Link>
        </nav>
      </div>
    </header>
  );
}
