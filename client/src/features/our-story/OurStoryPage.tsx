import { Compass, Eye, HandHeart, Landmark, Sprout, Users } from 'lucide-react';
import { Link } from 'react-router';
import { StoryHeroArt } from '../../components/art/HeroArt';
import { LiyawelaDivider, LotusMark } from '../../components/art/Ornaments';
import { PageHero } from '../../components/PageHero';
import { usePageMeta } from '../../lib/use-page-meta';
import './our-story.css';
import { FeatureCards, type FeatureItem } from '../../components/FeatureCards';

const TIMELINE = [
  {
    period: '2005',
    title: 'A green space for the hill capital',
    text: 'A group of Kandy families, craftspeople and the Municipal Council set out to turn a neglected plot on the Peradeniya Road into a public park. Volunteers cleared the land, replanted the old mara trees and dug the lotus pond by hand.',
  },
  {
    period: '2010 - 2015',
    title: 'Growing roots',
    text: 'The Open Air Arena rose beneath the hills, the first Vesak and Poson lantern shows drew crowds from across the Central Province, and one hundred covered stalls opened along the main walkway for local makers and small businesses.',
  },
  {
    period: '2016 - Present',
    title: 'A park for everyone',
    text: 'Helabojun opened its kitchens, the Kids Park became free for every family, and EV fast chargers arrived at the gate. Today the park hosts concerts for 8,000, weddings under the trees and quiet evenings by the pond, every day of the year.',
  },
];

const VALUES: FeatureItem[] = [
  {
    icon: Landmark,
    title: 'Heritage',
    text: 'We celebrate Kandyan art, music and food, and give them a stage where the next generation can see them live.',
  },
  {
    icon: Users,
    title: 'Community',
    text: 'Free entry, fair rents for stallholders and a welcome for every school, society and family in the district.',
  },
  {
    icon: HandHeart,
    title: 'Hospitality',
    text: 'The warmth of an Ayubowan at the gate: clean grounds, safe events and staff who go the extra step.',
  },
  {
    icon: Sprout,
    title: 'Stewardship',
    text: 'We care for the trees, the pond and the hills around us: solar canopies, clean charging and less plastic every year.',
  },
];

export function OurStoryPage() {
  usePageMeta(
    'Our Story',
    'How Kandy Cultural Park grew from a neglected plot in 2005 into the hill capital’s home for concerts, fairs, food and family days.',
  );

  return (
    <>
      <PageHero
        tone="mist"
        align="center"
        eyebrow="Our story"
        title="Twenty years of bringing Kandy together"
        lead="From a plot of overgrown land to the city's favourite place to gather: the story of a park built by the people of Kandy."
        art={<StoryHeroArt />}
      />

      <section className="section" aria-labelledby="timeline-heading">
        <div className="container">
          <div className="section-heading section-heading--center">
            <p className="eyebrow">Timeline</p>
            <h2 id="timeline-heading">How the park grew</h2>
          </div>
          <ol className="timeline">
            {TIMELINE.map((step) => (
              <li key={step.period} className="timeline__step">
                <span className="timeline__node" aria-hidden="true">
                  <LotusMark size={26} />
                </span>
                <div className="timeline__card card">
                  <div className="card__body">
                    <p className="timeline__period">{step.period}</p>
                    <h3>{step.title}</h3>
                    <p>{step.text}</p>
                  </div>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section section--white" aria-labelledby="purpose-heading">
        <div className="container">
          <h2 id="purpose-heading" className="visually-hidden">
            Mission and vision
          </h2>
          <div className="purpose">
            <article className="purpose__card purpose__card--mission">
              <span className="purpose__icon">
                <Compass aria-hidden="true" />
              </span>
              <h3>Our mission</h3>
              <p>
                To give Kandy a safe, beautiful and affordable place to gather, celebrate and do business, where Sri
                Lankan culture is lived and shared every day.
              </p>
            </article>
            <article className="purpose__card purpose__card--vision">
              <span className="purpose__icon">
                <Eye aria-hidden="true" />
              </span>
              <h3>Our vision</h3>
              <p>
                To be the cultural heart of the hill country: the first place a family, an artist or a young
                entrepreneur thinks of when they want to bring people together.
              </p>
            </article>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="values-heading">
        <div className="container">
          <div className="section-heading section-heading--center">
            <p className="eyebrow">What we stand for</p>
            <h2 id="values-heading">Our values</h2>
          </div>
          <FeatureCards items={VALUES} columns={4} cardClassName="value-card" />
        </div>
      </section>

      <LiyawelaDivider />

      <section className="section team" aria-labelledby="team-heading">
        <div className="container team__inner">
          <div>
            <p className="eyebrow">Our people</p>
            <h2 id="team-heading">The team behind the park</h2>
            <p>
              More than 120 people keep the park running: wardens who know every path, gardeners who have tended the
              mara trees for years, Helabojun&apos;s cooks, an events crew who can set up a stage for 8,000 overnight,
              and a small office that answers every enquiry within 24 hours.
            </p>
            <p>
              Most of us live within a few kilometres of the gate. When you visit, you are a guest in our neighbourhood,
              and we mean to make you feel it.
            </p>
            <Link to="/directors-office" className="text-link">
              Read our directors&apos; messages
            </Link>
          </div>
          <dl className="team__stats">
            <div>
              <dt>People on the team</dt>
              <dd>120+</dd>
            </div>
            <div>
              <dt>Events a year</dt>
              <dd>350</dd>
            </div>
            <div>
              <dt>Local stallholders</dt>
              <dd>100</dd>
            </div>
            <div>
              <dt>Years in Kandy</dt>
              <dd>20</dd>
            </div>
          </dl>
        </div>
      </section>
    </>
  );
}
