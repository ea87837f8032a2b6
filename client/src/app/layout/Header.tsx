import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { ParkLogo } from '@/components/ParkLogo';
import { useLanguage, useMessages } from '@/i18n/LanguageProvider';
import { LANGUAGE_NAMES, LANGUAGE_NAMES_LATIN, LANGUAGES } from '@/i18n/languages';
import { layoutMessages } from './layout.messages';
import { HEADER_LINKS } from './nav-links';

/** Header of every public page; at 768 px and below the links move into a menu that closes on navigation. */
export function Header() {
  const location = useLocation();
  // The menu is open only for the location it was opened at, so any navigation closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuOpen = openAt === location.key;
  const t = useMessages(layoutMessages);
  const { language, setLanguage } = useLanguage();

  return (
    <>
      <div className="language-bar">
        <div className="language-bar__inner" role="group" aria-label={t.language}>
          {LANGUAGES.map((code) => (
            <button
              key={code}
              type="button"
              lang={code === language ? code : 'en'}
              className="language-bar__option"
              aria-pressed={language === code}
              onClick={() => setLanguage(code)}
            >
              {code === language ? LANGUAGE_NAMES[code] : LANGUAGE_NAMES_LATIN[code]}
            </button>
          ))}
        </div>
      </div>
      <header className="site-header">
        <div className="site-header__inner">
          {/* Named by its visible words only (WCAG 2.5.3): a voice user says what they see. */}
          <Link to="/" className="site-header__brand">
            <ParkLogo />
            <span className="site-header__name">
              {t.parkName}
              <small lang={language === 'en' ? undefined : 'en'}>{t.parkNameLocal}</small>
            </span>
          </Link>
          <button
            type="button"
            className="site-header__toggle"
            aria-expanded={menuOpen}
            aria-controls="site-nav"
            aria-label={menuOpen ? t.closeMenu : t.openMenu}
            onClick={() => setOpenAt(menuOpen ? null : location.key)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </button>
          <nav id="site-nav" className={`site-nav${menuOpen ? ' site-nav--open' : ''}`} aria-label={t.mainNavigation}>
            <ul>
              {HEADER_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end
                    className={({ isActive }) => `site-nav__link${isActive ? ' is-active' : ''}`}
                  >
                    {t.nav[link.key]}
                  </NavLink>
                </li>
              ))}
            </ul>
            <Link to="/venues#booking-form" className="button button--gold site-nav__cta">
              {t.bookNow}
            </Link>
          </nav>
        </div>
      </header>
    </>
  );
}
