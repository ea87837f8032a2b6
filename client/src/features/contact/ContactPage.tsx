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
import { ContactHeroArt } from '@/components/art/ContactHeroArt';
import { ContactFormWhenNeeded } from '@/components/contact-form-when-needed';
import { PageHero } from '@/components/PageHero';
import { PARK_CONTACT } from '@/components/park-contact';
import { useMessages } from '@/i18n/LanguageProvider';
import { usePageMeta } from '@/lib/use-page-meta';
import { contactMessages } from './contact.messages';
import { ParkMap } from './components/ParkMap';
import './contact.css';
import { mailtoHref } from '@/lib/format';

const DIRECTION_ICONS = [Car, TrainFront, Bus];
const EV_ICONS = [Zap, PlugZap, Clock, ReceiptText];

export function ContactPage() {
  const t = useMessages(contactMessages);
  usePageMeta(t.metaTitle, t.metaDescription);

  return (
    <>
      <PageHero tone="mist" eyebrow={t.hero.eyebrow} title={t.hero.title} lead={t.hero.lead} art={<ContactHeroArt />} />

      <section className="section contact-info" aria-labelledby="info-heading">
        <div className="container">
          <h2 id="info-heading" className="visually-hidden">
            {t.info.title}
          </h2>
          <ul className="info-cards">
            <li className="card info-card">
              <span className="feature-icon">
                <MapPin aria-hidden="true" />
              </span>
              <h3>{t.info.address}</h3>
              <p>{t.info.addressValue}</p>
            </li>
            <li className="card info-card">
              <span className="feature-icon">
                <Phone aria-hidden="true" />
              </span>
              <h3>{t.info.phone}</h3>
              {PARK_CONTACT.phones.map((phone, index) => (
                <p key={phone.tel}>
                  <a href={`tel:${phone.tel}`}>{phone.display}</a>
                  <span className="info-card__note">{t.info.phoneLabels[index]}</span>
                </p>
              ))}
            </li>
            <li className="card info-card">
              <span className="feature-icon">
                <Mail aria-hidden="true" />
              </span>
              <h3>{t.info.email}</h3>
              <p>
                <a href={mailtoHref(PARK_CONTACT.email)}>{PARK_CONTACT.email}</a>
                <span className="info-card__note">{t.info.replies}</span>
              </p>
            </li>
            <li className="card info-card">
              <span className="feature-icon">
                <Clock aria-hidden="true" />
              </span>
              <h3>{t.info.hours}</h3>
              <p>
                {t.info.hoursValue}
                <span className="info-card__note">{t.info.eventHours}</span>
              </p>
            </li>
            <li className="card info-card">
              <span className="feature-icon">
                <Car aria-hidden="true" />
              </span>
              <h3>{t.info.parking}</h3>
              <p>
                {t.info.parkingValue}
                <span className="info-card__note">{t.info.parkingNote}</span>
              </p>
            </li>
          </ul>
        </div>
      </section>

      <section className="section section--white" aria-labelledby="message-heading">
        <div className="container contact-main">
          <div className="form-panel contact-main__form">
            <h2 id="message-heading">{t.message.title}</h2>
            <p className="contact-main__intro">{t.message.intro}</p>
            <ContactFormWhenNeeded />
          </div>
          <div className="contact-main__map">
            <h2 id="map-heading">{t.map.title}</h2>
            <figure className="park-map" aria-labelledby="map-heading">
              <ParkMap className="park-map__svg" label={t.map.label} />
              <figcaption>
                <ul className="directions">
                  {t.map.directions.map((text, index) => {
                    const Icon = DIRECTION_ICONS[index]!;
                    return (
                      <li key={text}>
                        <Icon aria-hidden="true" />
                        {text}
                      </li>
                    );
                  })}
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
              {t.ev.eyebrow}
            </p>
            <h2 id="contact-ev-heading">{t.ev.title}</h2>
            <p>{t.ev.lead}</p>
          </div>
          <ul className="contact-ev__list">
            {t.ev.items.map((item, index) => {
              const Icon = EV_ICONS[index]!;
              return (
                <li key={item.strong}>
                  <Icon aria-hidden="true" />
                  <span>
                    <strong>{item.strong}</strong> {item.text}
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="faq-heading">
        <div className="container faq">
          <div className="section-heading section-heading--center">
            <p className="eyebrow">{t.faq.eyebrow}</p>
            <h2 id="faq-heading">{t.faq.title}</h2>
          </div>
          <div className="faq__list">
            {t.faq.items.map((faq) => (
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
