import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { KandyanBorder } from '../../components/art/Ornaments';
import { PARK_CONTACT } from '../../components/park-contact';
import { ParkLogo } from '../../components/ParkLogo';
import { FacebookIcon, InstagramIcon, YoutubeIcon } from '../../components/SocialIcons';

const SOCIAL = [
  { name: 'Facebook', href: 'https://www.facebook.com/', Icon: FacebookIcon },
  { name: 'Instagram', href: 'https://www.instagram.com/', Icon: InstagramIcon },
  { name: 'YouTube', href: 'https://www.youtube.com/', Icon: YoutubeIcon },
];

export function Footer() {
  return (
    <footer className="site-footer">
      <KandyanBorder className="site-footer__ornament" />
      <div className="site-footer__inner">
        <div className="site-footer__about">
          <div className="site-footer__brand">
            <ParkLogo size={36} />
            <span>Kandy Cultural Park</span>
          </div>
          <p>
            A cultural and leisure venue in the heart of the city: concerts, fairs, family days and the flavours of
            Helabojun.
          </p>
          <address>
            <span className="site-footer__line">
              <MapPin aria-hidden="true" />
              {PARK_CONTACT.address}
            </span>
            <span className="site-footer__line">
              <Phone aria-hidden="true" />
              <a href={`tel:${PARK_CONTACT.phones[0].tel}`}>{PARK_CONTACT.phones[0].display}</a>
            </span>
            <span className="site-footer__line">
              <Mail aria-hidden="true" />
              <a href={`mailto:${PARK_CONTACT.email}`}>{PARK_CONTACT.email}</a>
            </span>
            <span className="site-footer__line">
              <Clock aria-hidden="true" />
              {PARK_CONTACT.hours}, {PARK_CONTACT.eventHours}
            </span>
          </address>
        </div>
        <nav aria-label="Navigation">
          <h2>Navigation</h2>
          <ul>
            <li>
              <Link to="/">Home</Link>
            </li>
            <li>
              <Link to="/venues">Venues</Link>
            </li>
            <li>
              <Link to="/helabojun">Helabojun</Link>
            </li>
            <li>
              <Link to="/news">News</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="About">
          <h2>About</h2>
          <ul>
            <li>
              <Link to="/our-story">Our Story</Link>
            </li>
            <li>
              <Link to="/directors-office">Director&apos;s Office</Link>
            </li>
            <li>
              <Link to="/contact">Contact</Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2>Follow us</h2>
          <p className="site-footer__follow">Perahera nights, new stalls and Helabojun specials, as they happen.</p>
          <ul className="site-footer__social">
            {SOCIAL.map(({ name, href, Icon }) => (
              <li key={name}>
                <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`${name} (opens in a new tab)`}>
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="site-footer__copyright">© 2025 Kandy Cultural Park. All rights reserved.</p>
    </footer>
  );
}
