import {
  type LucideIcon,
  ArrowDown,
  Clock,
  Coffee,
  Droplets,
  Fish,
  Flame,
  HeartPulse,
  Leaf,
  MapPin,
  Salad,
  Soup,
  Sprout,
  Users,
  Wheat,
} from 'lucide-react';
import { Link } from 'react-router';
import { FoodHeroArt } from './components/FoodHeroArt';
import { LiyawelaDivider } from '@/components/art/Ornaments';
import { PageHero } from '@/components/PageHero';
import { useFormat, useMessages } from '@/i18n/LanguageProvider';
import { usePageMeta } from '@/lib/use-page-meta';
import { DishImage } from './components/DishImage';
import { DISHES } from './dishes';
import { helabojunMessages } from './helabojun.messages';
import './helabojun.css';
import { FeatureCards, type FeatureItem } from '@/components/FeatureCards';

const INGREDIENT_ICONS = [Wheat, Droplets, Flame, Sprout, Fish, Coffee];
const HEALTHY_ICONS = [Soup, Wheat, Salad, Leaf];

function withIcons(icons: LucideIcon[], texts: { title: string; text: string }[]): FeatureItem[] {
  return texts.map((text, index) => ({ ...text, icon: icons[index]! }));
}

export function HelabojunPage() {
  const t = useMessages(helabojunMessages);
  const { lkr } = useFormat();
  usePageMeta(t.metaTitle, t.metaDescription);

  return (
    <>
      <PageHero eyebrow={t.hero.eyebrow} title={t.hero.title} lead={t.hero.lead} art={<FoodHeroArt />}>
        <a href="#menu" className="button button--primary button--large">
          {t.hero.menu}
          <ArrowDown aria-hidden="true" />
        </a>
        <a href="#visit" className="button button--outline button--large">
          {t.hero.visit}
        </a>
      </PageHero>

      <section className="section" id="menu" aria-labelledby="menu-heading">
        <div className="container">
          <div className="section-heading section-heading--center">
            <p className="eyebrow">{t.menu.eyebrow}</p>
            <h2 id="menu-heading">{t.menu.title}</h2>
            <p>{t.menu.lead}</p>
          </div>
          <ul className="card-grid card-grid--4 dish-grid">
            {DISHES.map((dish, index) => {
              const text = t.dishes[index]!;
              return (
                <li key={dish.name} className="card dish-card">
                  <DishImage src={dish.image} alt={text.alt} name={text.name} />
                  <div className="card__body">
                    <span className="badge badge--gold">{text.tag}</span>
                    <h3>{text.name}</h3>
                    <p className="dish-card__text">{text.description}</p>
                    <p className="dish-card__price">{lkr(dish.price)}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section className="section section--white" aria-labelledby="ingredients-heading">
        <div className="container ingredients">
          <div className="section-heading">
            <p className="eyebrow">{t.ingredients.eyebrow}</p>
            <h2 id="ingredients-heading">{t.ingredients.title}</h2>
            <p>{t.ingredients.lead}</p>
          </div>
          <ul className="ingredients__list">
            {withIcons(INGREDIENT_ICONS, t.ingredients.items).map(({ icon: Icon, title, text }) => (
              <li key={title}>
                <span className="feature-icon">
                  <Icon aria-hidden="true" />
                </span>
                <div>
                  <h3>{title}</h3>
                  <p>{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--maroon visit" id="visit" aria-labelledby="visit-heading">
        <div className="container visit__inner">
          <div>
            <p className="eyebrow">{t.visit.eyebrow}</p>
            <h2 id="visit-heading">{t.visit.title}</h2>
            <p className="visit__lead">{t.visit.lead}</p>
            <Link to="/contact" className="button button--gold">
              {t.visit.contact}
            </Link>
          </div>
          <dl className="visit__facts">
            <div>
              <dt>
                <Clock aria-hidden="true" />
                {t.visit.hours}
              </dt>
              <dd>{t.visit.hoursValue}</dd>
            </div>
            <div>
              <dt>
                <MapPin aria-hidden="true" />
                {t.visit.where}
              </dt>
              <dd>{t.visit.whereValue}</dd>
            </div>
            <div>
              <dt>
                <Users aria-hidden="true" />
                {t.visit.seating}
              </dt>
              <dd>{t.visit.seatingValue}</dd>
            </div>
          </dl>
        </div>
      </section>

      <section className="section" aria-labelledby="healthy-heading">
        <div className="container">
          <div className="section-heading section-heading--center">
            <p className="eyebrow">
              <HeartPulse aria-hidden="true" className="eyebrow__icon" />
              {t.healthy.eyebrow}
            </p>
            <h2 id="healthy-heading">{t.healthy.title}</h2>
            <p>{t.healthy.lead}</p>
          </div>
          <FeatureCards
            items={withIcons(HEALTHY_ICONS, t.healthy.items)}
            columns={4}
            cardClassName="healthy-card"
            iconClassName="healthy-card__icon"
          />
        </div>
      </section>
      <LiyawelaDivider />
    </>
  );
}
