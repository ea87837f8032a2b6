import { Link } from 'react-router';
import { ParkLogo } from '../../components/ParkLogo';
import { FacebookIcon, InstagramIcon, YoutubeIcon } from '../../components/SocialIcons';

export const PARK_ADDRESS = 'No. 42, Peradeniya Road, Kandy 20000, Sri Lanka';
export const PARK_EMAIL = 'info@kandypark.lk';

export function Footer() {
  return (
    <footer className="site-footer">
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
            {PARK_ADDRESS}
            <br />
            <a href={`mailto:${PARK_EMAIL}`}>{PARK_EMAIL}</a>
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
          <ul className="site-footer__social">
            <li>
              <a
                href="https://www.facebook.com/"
                target="_blank"
                rel="noopener noreferrer"
                aria-label="Facebook (opens in a new tab)"
              >
                <FacebookIcon />
              </a>
            </li>
            <li>
              <a
                href="https://www.instagram.com/"
                target="_blank"
                rel="noopener noreferrer"
                aria-label="Instagram (opens in a new tab)"
              >
                <InstagramIcon />
              </a>
            </li>
            <li>
              <a
                href="https://www.youtube.com/"
                target="_blank"
                rel="noopener noreferrer"
                aria-label="YouTube (opens in a new tab)"
              >
                <YoutubeIcon />
              </a>
            </li>
          </ul>
        </div>
      </div>
      <p className="site-footer__copyright">© 2025 Kandy Cultural Park. All rights reserved.</p>
    </footer>
  );
}
