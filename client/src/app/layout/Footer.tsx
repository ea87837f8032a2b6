import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { KandyanBorder } from '@/components/art/Ornaments';
import { PARK_CONTACT } from '@/components/park-contact';
import { useMessages } from '@/i18n/LanguageProvider';
import { layoutMessages } from './layout.messages';
import { ParkLogo } from '@/components/ParkLogo';
import { FacebookIcon, InstagramIcon, YoutubeIcon } from '@/components/SocialIcons';
import { mailtoHref } from '@/lib/format';

const SOCIAL = [
  { name: 'Facebook', href: 'https://www.facebook.com/', Icon: FacebookIcon },
  { name: 'Instagram', href: 'https://www.instagram.com/', Icon: InstagramIcon },
  { name: 'YouTube', href: 'https://www.youtube.com/', Icon: YoutubeIcon },
];

export function Footer() {
  const t = useMessages(layoutMessages);
  return (
    <footer className="site-footer">
      <KandyanBorder className="site-footer__ornament" />
      <div className="site-footer__inner">
        <div className="site-footer__about">
          <div className="site-footer__brand">
            <ParkLogo size={36} />
            <span>{t.parkName}</span>
          </div>
          <p>{t.footer.about}</p>
          <address>
            <span className="site-footer__line">
              <MapPin aria-hidden="true" />
              {t.footer.address}
            </span>
            <span className="site-footer__line">
              <Phone aria-hidden="true" />
              <a href={`tel:${PARK_CONTACT.phones[0].tel}`}>{PARK_CONTACT.phones[0].display}</a>
            </span>
            <span className="site-footer__line">
              <Mail aria-hidden="true" />
              <a href={mailtoHref(PARK_CONTACT.email)}>{PARK_CONTACT.email}</a>
            </span>
            <span className="site-footer__line">
              <Clock aria-hidden="true" />
              {t.footer.hours}
            </span>
          </address>
        </div>
        <nav aria-label={t.footer.navigation}>
          <h2>{t.footer.navigation}</h2>
          <ul>
            <li>
              <Link to="/">{t.nav.home}</Link>
            </li>
            <li>
              <Link to="/venues">{t.nav.venues}</Link>
            </li>
            <li>
              <Link to="/helabojun">{t.nav.helabojun}</Link>
            </li>
            <li>
              <Link to="/news">{t.nav.news}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t.footer.aboutHeading}>
          <h2>{t.footer.aboutHeading}</h2>
          <ul>
            <li>
              <Link to="/our-story">{t.nav.ourStory}</Link>
            </li>
            <li>
              <Link to="/directors-office">{t.nav.directorsOffice}</Link>
            </li>
            <li>
              <Link to="/contact">{t.nav.contact}</Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2>{t.footer.followUs}</h2>
          <p className="site-footer__follow">{t.footer.followText}</p>
          <ul className="site-footer__social">
            {SOCIAL.map(({ name, href, Icon }) => (
              <li key={name}>
                <a href={href} target="_blank" rel="noopener noreferrer" aria-label={t.footer.opensInNewTab(name)}>
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="site-footer__copyright">{t.footer.copyright}</p>
    </footer>
  );
}
