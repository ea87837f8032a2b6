import { Compass, Eye, HandHeart, Landmark, Sprout, Users } from 'lucide-react';
import { Link } from 'react-router';
import { StoryHeroArt } from './components/StoryHeroArt';
import { LiyawelaDivider, LotusMark } from '@/components/art/Ornaments';
import { PageHero } from '@/components/PageHero';
import { useMessages } from '@/i18n/LanguageProvider';
import { usePageMeta } from '@/lib/use-page-meta';
import { ourStoryMessages } from './our-story.messages';
import './our-story.css';
import { FeatureCards, type FeatureItem } from '@/components/FeatureCards';

const VALUE_ICONS = [Landmark, Users, HandHeart, Sprout];
const STAT_VALUES = ['120+', '350', '100', '20'];

export function OurStoryPage() {
  const t = useMessages(ourStoryMessages);
  usePageMeta(t.metaTitle, t.metaDescription);
  const values: FeatureItem[] = t.values.items.map((item, index) => ({ ...item, icon: VALUE_ICONS[index]! }));

  return (
    <>
      <PageHero
        tone="mist"
        align="center"
        eyebrow={t.hero.eyebrow}
        title={t.hero.title}
        lead={t.hero.lead}
        art={<StoryHeroArt />}
      />

      <section className="section" aria-labelledby="timeline-heading">
        <div className="container">
          <div className="section-heading section-heading--center">
            <p className="eyebrow">{t.timeline.eyebrow}</p>
            <h2 id="timeline-heading">{t.timeline.title}</h2>
          </div>
          <ol className="timeline">
            {t.timeline.steps.map((step) => (
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
            {t.purpose.title}
          </h2>
          <div className="purpose">
            <article className="purpose__card purpose__card--mission">
              <span className="purpose__icon">
                <Compass aria-hidden="true" />
              </span>
              <h3>{t.purpose.mission}</h3>
              <p>{t.purpose.missionText}</p>
            </article>
            <article className="purpose__card purpose__card--vision">
              <span className="purpose__icon">
                <Eye aria-hidden="true" />
              </span>
              <h3>{t.purpose.vision}</h3>
              <p>{t.purpose.visionText}</p>
            </article>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="values-heading">
        <div className="container">
          <div className="section-heading section-heading--center">
            <p className="eyebrow">{t.values.eyebrow}</p>
            <h2 id="values-heading">{t.values.title}</h2>
          </div>
          <FeatureCards items={values} columns={4} cardClassName="value-card" />
        </div>
      </section>

      <LiyawelaDivider />

      <section className="section team" aria-labelledby="team-heading">
        <div className="container team__inner">
          <div>
            <p className="eyebrow">{t.team.eyebrow}</p>
            <h2 id="team-heading">{t.team.title}</h2>
            <p>{t.team.text}</p>
            <p>{t.team.neighbours}</p>
            <Link to="/directors-office" className="text-link">
              {t.team.directors}
            </Link>
          </div>
          <dl className="team__stats">
            {t.team.stats.map((label, index) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{STAT_VALUES[index]}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
    </>
  );
}
