import {
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
import { FoodHeroArt } from '../../components/art/HeroArt';
import { LiyawelaDivider } from '../../components/art/Ornaments';
import { PageHero } from '../../components/PageHero';
import { formatLkr } from '../../lib/format';
import { usePageMeta } from '../../lib/use-page-meta';
import { DishImage } from './DishImage';
import { DISHES } from './dishes';
import './helabojun.css';
import { FeatureCards, type FeatureItem } from '../../components/FeatureCards';

const INGREDIENTS: FeatureItem[] = [
  {
    icon: Wheat,
    title: 'Heirloom rice',
    text: 'Red kekulu and suwandel rice from family paddy fields in Matale and Hanguranketha.',
  },
  {
    icon: Droplets,
    title: 'Coconut, scraped each morning',
    text: 'Fresh coconut milk for every curry, never from a tin.',
  },
  {
    icon: Flame,
    title: 'Spices from Matale',
    text: 'Cinnamon, cardamom, pepper and cloves from the spice gardens up the road, roasted and ground in our kitchens.',
  },
  {
    icon: Sprout,
    title: 'Greens picked the same day',
    text: 'Gotu kola, mukunuwenna and kankun from growers in the Kandy hills.',
  },
  {
    icon: Fish,
    title: 'Fish from the morning market',
    text: 'Bought at dawn and cooked the same day; what is not sold by evening does not come back.',
  },
  {
    icon: Coffee,
    title: 'Kithul treacle and jaggery',
    text: 'Tapped from kithul palms in hill villages: the sweetness in our watalappan and kavum.',
  },
];

const HEALTHY: FeatureItem[] = [
  {
    icon: Soup,
    title: 'Kola kanda',
    text: 'A green porridge of red rice, gotu kola and coconut milk, served with jaggery: the island’s breakfast tonic.',
  },
  {
    icon: Wheat,
    title: 'Red rice and kurakkan',
    text: 'Unpolished rice and finger-millet roti, rich in fibre and slow to digest, as our grandparents ate them.',
  },
  {
    icon: Salad,
    title: 'Mallung and sambols',
    text: 'Shredded greens tossed with coconut, lime and onion: raw, fresh and full of iron.',
  },
  {
    icon: Leaf,
    title: 'Thambili',
    text: 'Chilled king coconut water, opened in front of you. Nature’s own drink after a day in the sun.',
  },
];

export function HelabojunPage() {
  usePageMeta(
    'Helabojun Food Court',
    'Helabojun, the food court of Kandy Cultural Park: kiribath, kottu, hoppers, lamprais and rice and curry cooked fresh every day from 11:00 AM to 10:00 PM.',
  );

  return (
    <>
      <PageHero
        eyebrow="Helabojun food court"
        title="Helabojun: the taste of home"
        lead="Cooks from the villages around Kandy serve the island's favourite dishes fresh from the hearth, under one Kandyan roof in the heart of the park."
        art={<FoodHeroArt />}
      >
        <a href="#menu" className="button button--primary button--large">
          See the menu
          <ArrowDown aria-hidden="true" />
        </a>
        <a href="#visit" className="button button--outline button--large">
          Plan your visit
        </a>
      </PageHero>

      <section className="section" id="menu" aria-labelledby="menu-heading">
        <div className="container">
          <div className="section-heading section-heading--center">
            <p className="eyebrow">Menu highlights</p>
            <h2 id="menu-heading">Twelve favourites from our kitchens</h2>
            <p>Breakfast classics, a lunch of rice and curry, the evening clatter of kottu and sweets for the road.</p>
          </div>
          <ul className="card-grid card-grid--4 dish-grid">
            {DISHES.map((dish) => (
              <li key={dish.name} className="card dish-card">
                <DishImage src={dish.image} alt={dish.alt} name={dish.name} />
                <div className="card__body">
                  <span className="badge badge--gold">{dish.tag}</span>
                  <h3>{dish.name}</h3>
                  <p className="dish-card__text">{dish.description}</p>
                  <p className="dish-card__price">{formatLkr(dish.price)}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--white" aria-labelledby="ingredients-heading">
        <div className="container ingredients">
          <div className="section-heading">
            <p className="eyebrow">Ingredients</p>
            <h2 id="ingredients-heading">From the hills and the coast, the same morning</h2>
            <p>
              Good Sri Lankan food starts at the market. We buy close to home, cook in small batches and use no
              artificial colours or flavour enhancers.
            </p>
          </div>
          <ul className="ingredients__list">
            {INGREDIENTS.map(({ icon: Icon, title, text }) => (
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
            <p className="eyebrow">Visit</p>
            <h2 id="visit-heading">Come hungry, stay for the evening</h2>
            <p className="visit__lead">
              Helabojun has 300 seats under its pavilion and on the lawn. Walk in; for groups of 20 or more, call us a
              day ahead.
            </p>
            <Link to="/contact" className="button button--gold">
              Contact us
            </Link>
          </div>
          <dl className="visit__facts">
            <div>
              <dt>
                <Clock aria-hidden="true" />
                Opening hours
              </dt>
              <dd>Daily 11:00 AM - 10:00 PM</dd>
            </div>
            <div>
              <dt>
                <MapPin aria-hidden="true" />
                Where
              </dt>
              <dd>Located in the park, beside the Open Area and the lotus pond, two minutes from the main gate</dd>
            </div>
            <div>
              <dt>
                <Users aria-hidden="true" />
                Seating
              </dt>
              <dd>300 seats, high chairs for little ones and step-free access</dd>
            </div>
          </dl>
        </div>
      </section>

      <section className="section" aria-labelledby="healthy-heading">
        <div className="container">
          <div className="section-heading section-heading--center">
            <p className="eyebrow">
              <HeartPulse aria-hidden="true" className="eyebrow__icon" />
              Traditional healthy food
            </p>
            <h2 id="healthy-heading">Food that has kept the island well</h2>
            <p>Recipes from Sri Lanka’s village kitchens, where food and medicine were never far apart.</p>
          </div>
          <FeatureCards items={HEALTHY} columns={4} cardClassName="healthy-card" iconClassName="healthy-card__icon" />
        </div>
      </section>
      <LiyawelaDivider />
    </>
  );
}
