import {
  BatteryCharging,
  Bus,
  Car,
  Clock,
  Mail,
  MapPin,
  Phone,
  PlugZap,
  ReceiptText,
  TrainFront,
  Zap,
} from 'lucide-react';
import { ContactHeroArt } from '../../components/art/HeroArt';
import { ContactForm } from '../../components/ContactForm';
import { PageHero } from '../../components/PageHero';
import { PARK_CONTACT } from '../../components/park-contact';
import { usePageMeta } from '../../lib/use-page-meta';
import { FAQS } from './faqs';
import { ParkMap } from './ParkMap';
import './contact.css';

const DIRECTIONS = [
  { icon: Car, text: 'By car: 2 km from the Clock Tower along Peradeniya Road (A1); turn in at the park sign.' },
  { icon: TrainFront, text: 'By train: a 15-minute walk or a short three-wheeler ride from Kandy Railway Station.' },
  { icon: Bus, text: 'By bus: any Peradeniya-bound bus from the Goods Shed stand; get off at the Cultural Park halt.' },
];

export function ContactPage() {
  usePageMeta(
    'Contact',
    'Contact Kandy Cultural Park: address on Peradeniya Road, phone numbers, e-mail, opening hours, parking, EV charging, directions and answers to common questions.',
  );

  return (
    <>
      <PageHero
        tone="mist"
        eyebrow="Contact"
        title="We'd love to hear from you"
        lead="Questions about a booking, a stall or your visit? Write, call or drop by the office at the main gate: we reply within 24 hours."
        art={<ContactHeroArt />}
      />

      <section className="section contact-info" aria-labelledby="info-heading">
        <div className="container">
          <h2 id="info-heading" className="visually-hidden">
            How to reach us
          </h2>
          <ul className="info-cards">
            <li className="card info-card">
              <span className="feature-icon">
                <MapPin aria-hidden="true" />
              </span>
              <h3>Address</h3>
              <p>{PARK_CONTACT.address}</p>
            </li>
            <li className="card info-card">
              <span className="feature-icon">
                <Phone aria-hidden="true" />
              </span>
              <h3>Phone</h3>
              {PARK_CONTACT.phones.map((phone) => (
                <p key={phone.tel}>
                  <a href={`tel:${phone.tel}`}>{phone.display}</a>
                  <span className="info-card__note">{phone.label}</span>
                </p>
              ))}
            </li>
            <li className="card info-card">
              <span className="feature-icon">
                <Mail aria-hidden="true" />
              </span>
              <h3>Email</h3>
              <p>
                <a href={`mailto:${PARK_CONTACT.email}`}>{PARK_CONTACT.email}</a>
                <span className="info-card__note">Replies within 24 hours</span>
              </p>
            </li>
            <li className="card info-card">
              <span className="feature-icon">
                <Clock aria-hidden="true" />
              </span>
              <h3>Hours</h3>
              <p>
                {PARK_CONTACT.hours}
                <span className="info-card__note">{PARK_CONTACT.eventHours}</span>
              </p>
            </li>
            <li className="card info-card">
              <span className="feature-icon">
                <Car aria-hidden="true" />
              </span>
              <h3>Parking</h3>
              <p>
                Free for visitors: 350 cars and 20 coaches
                <span className="info-card__note">Accessible bays at the main gate</span>
              </p>
            </li>
          </ul>
        </div>
      </section>

      <section className="section section--white" aria-labelledby="message-heading">
        <div className="container contact-main">
          <div className="form-panel contact-main__form">
            <h2 id="message-heading">Send us a message</h2>
            <p className="contact-main__intro">All fields are required.</p>
            <ContactForm />
          </div>
          <div className="contact-main__map">
            <h2 id="map-heading">Find us</h2>
            <figure className="park-map" aria-labelledby="map-heading">
              <ParkMap className="park-map__svg" />
              <figcaption>
                <ul className="directions">
                  {DIRECTIONS.map(({ icon: Icon, text }) => (
                    <li key={text}>
                      <Icon aria-hidden="true" />
                      {text}
                    </li>
                  ))}
                </ul>
              </figcaption>
            </figure>
          </div>
        </div>
      </section>

      <section className="section section--teal contact-ev" aria-labelledby="contact-ev-heading">
        <div className="container contact-ev__inner">
          <div>
            <p className="eyebrow">
              <BatteryCharging aria-hidden="true" className="eyebrow__icon" />
              EV charging
            </p>
            <h2 id="contact-ev-heading">Arriving electric?</h2>
            <p>Our fast chargers are at the main car park, open to everyone, day and night.</p>
          </div>
          <ul className="contact-ev__list">
            <li>
              <Zap aria-hidden="true" />
              <span>
                <strong>Fast charging</strong> 20% to 80% in about 40 minutes
              </span>
            </li>
            <li>
              <PlugZap aria-hidden="true" />
              <span>
                <strong>Dual guns</strong> CCS2 and CHAdeMO on every charger
              </span>
            </li>
            <li>
              <Clock aria-hidden="true" />
              <span>
                <strong>24/7</strong> lit, watched bays
              </span>
            </li>
            <li>
              <ReceiptText aria-hidden="true" />
              <span>
                <strong>Competitive rates</strong> card or QR payment
              </span>
            </li>
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="faq-heading">
        <div className="container faq">
          <div className="section-heading section-heading--center">
            <p className="eyebrow">FAQ</p>
            <h2 id="faq-heading">Frequently asked questions</h2>
          </div>
          <div className="faq__list">
            {FAQS.map((faq) => (
              <details key={faq.question} className="faq__item">
                <summary>{faq.question}</summary>
                <p>{faq.answer}</p>
              </details>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}
