import { Mail, Phone } from 'lucide-react';
import { DirectorsHeroArt } from '../../components/art/HeroArt';
import { LiyawelaDivider } from '../../components/art/Ornaments';
import { Portrait } from '../../components/art/Portrait';
import { ContactForm } from '../../components/ContactForm';
import { PageHero } from '../../components/PageHero';
import { usePageMeta } from '../../lib/use-page-meta';
import './directors.css';

interface Message {
  id: string;
  person: 'managing-director' | 'chairperson';
  name: string;
  role: string;
  from: string;
  heading: string;
  paragraphs: string[];
}

const MESSAGES: Message[] = [
  {
    id: 'managing-director',
    person: 'managing-director',
    name: 'Mr. Lalith Ekanayake',
    role: 'Managing Director',
    from: 'From the management',
    heading: 'A message from the Managing Director',
    paragraphs: [
      'Ayubowan, and welcome to Kandy Cultural Park.',
      'Every evening I walk the park before the gates close. I see grandparents on the benches by the lotus pond, children racing to the swings, stallholders packing away their lacquerware and the Helabojun cooks lighting the hopper pans for the dinner crowd. That, more than any concert or festival, is what this park is for.',
      'Our task is to keep it that way as we grow: to run every event safely and on time, to keep entry free, to keep rents fair for the hundred small businesses along our walkway, and to answer every booking within 24 hours. We are investing this year in shade, seating and accessible paths, and in the solar canopies that power our EV chargers.',
      'Whether you are planning a wedding for five hundred or simply passing through on the Peradeniya Road, our doors are open. I look forward to welcoming you.',
    ],
  },
  {
    id: 'chairperson',
    person: 'chairperson',
    name: 'Mrs. Nilmini Herath',
    role: 'Chairperson',
    from: 'From the Board',
    heading: 'A message from the Chairperson',
    paragraphs: [
      'When a handful of Kandy families began this park in 2005, they had one simple hope: that the hill capital should have a place where its culture could be seen, heard and tasted by everyone, not only on festival days.',
      'Twenty years on, the Open Air Arena carries the sound of Kandyan drums to thousands, our lantern shows bring schools and villages together at Vesak and Poson, and the park has become a livelihood for hundreds of local people.',
      'The Board’s commitment is to protect that trust. We will guard the park’s green spaces, uphold the dignity of the traditions we present, and govern openly, for the community that built this place.',
      'On behalf of the Board, thank you to every visitor, artist, vendor and member of staff. This park is yours.',
    ],
  },
];

export function DirectorsPage() {
  usePageMeta(
    "Director's Office",
    'Messages from the Managing Director and the Chairperson of Kandy Cultural Park, and a direct line to the Director’s Office.',
  );

  return (
    <>
      <PageHero
        eyebrow="Director's Office"
        title="Leadership rooted in Kandy"
        lead="The people who steer the park share why it exists, and where it is going next."
        art={<DirectorsHeroArt />}
      />

      {MESSAGES.map((message, index) => (
        <section
          key={message.id}
          className={`section director${index % 2 === 1 ? ' section--white director--reverse' : ''}`}
          aria-labelledby={`${message.id}-heading`}
        >
          <div className="container director__inner">
            <figure className="director__figure">
              <Portrait
                person={message.person}
                label={`Illustrated portrait of ${message.name}, ${message.role}`}
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
                <span>{message.role}, Kandy Cultural Park</span>
              </p>
            </div>
          </div>
        </section>
      ))}

      <LiyawelaDivider />

      <section className="section" aria-labelledby="office-heading">
        <div className="container director-contact">
          <div>
            <p className="eyebrow">Write to us</p>
            <h2 id="office-heading">Contact the Director&apos;s Office</h2>
            <p>
              Partnerships, sponsorships, community projects or a word about your visit: your message reaches the
              directors&apos; desk, and we reply within 24 hours.
            </p>
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
            <ContactForm defaultSubject="For the Director's Office" />
          </div>
        </div>
      </section>
    </>
  );
}
