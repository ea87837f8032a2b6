import { Mail, Phone } from 'lucide-react';
import { DirectorsHeroArt } from './components/DirectorsHeroArt';
import { LiyawelaDivider } from '@/components/art/Ornaments';
import { Portrait } from '@/components/art/Portrait';
import { ContactFormWhenNeeded } from '@/components/contact-form-when-needed';
import { PageHero } from '@/components/PageHero';
import { useMessages } from '@/i18n/LanguageProvider';
import { usePageMeta } from '@/lib/use-page-meta';
import { directorsMessages } from './directors.messages';
import './directors.css';

const PEOPLE = ['managing-director', 'chairperson'] as const;

export function DirectorsPage() {
  const t = useMessages(directorsMessages);
  usePageMeta(t.metaTitle, t.metaDescription);
  const messages = PEOPLE.map((person) => ({ id: person, person, ...t.messages[person] }));

  return (
    <>
      <PageHero eyebrow={t.hero.eyebrow} title={t.hero.title} lead={t.hero.lead} art={<DirectorsHeroArt />} />

      {messages.map((message, index) => (
        <section
          key={message.id}
          className={`section director${index % 2 === 1 ? ' section--white director--reverse' : ''}`}
          aria-labelledby={`${message.id}-heading`}
        >
          <div className="container director__inner">
            <figure className="director__figure">
              <Portrait
                person={message.person}
                label={t.portrait(message.name, message.role)}
                className="director__portrait"
              />
              <figcaption>
                <strong>{message.name}</strong>
                <span>{message.role}</span>
              </figcaption>
            </figure>
            <div className="director__message">
              <p className="eyebrow">{message.from}</p>
              <h2 id={`${message.id}-heading`}>{message.heading}</h2>
              <blockquote className="director__quote">
                {message.paragraphs.map((text) => (
                  <p key={text.slice(0, 24)}>{text}</p>
                ))}
              </blockquote>
              <p className="director__signature">
                {message.name}
                <span>{t.signature(message.role)}</span>
              </p>
            </div>
          </div>
        </section>
      ))}

      <LiyawelaDivider />

      <section className="section" aria-labelledby="office-heading">
        <div className="container director-contact">
          <div>
            <p className="eyebrow">{t.office.eyebrow}</p>
            <h2 id="office-heading">{t.office.title}</h2>
            <p>{t.office.text}</p>
            <ul className="director-contact__lines">
              <li>
                <Phone aria-hidden="true" />
                <a href="tel:+94812234567">+94 81 223 4567</a>
              </li>
              <li>
                <Mail aria-hidden="true" />
                <a href="mailto:directors@kandypark.lk">directors@kandypark.lk</a>
              </li>
            </ul>
          </div>
          <div className="form-panel">
            <ContactFormWhenNeeded key={t.office.subject} defaultSubject={t.office.subject} />
          </div>
        </div>
      </section>
    </>
  );
}
