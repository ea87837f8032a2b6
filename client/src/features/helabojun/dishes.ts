import fishAmbulThiyal from '@/assets/dishes/fish-ambul-thiyal.svg';
import hoppers from '@/assets/dishes/hoppers.svg';
import kavumKokis from '@/assets/dishes/kavum-kokis.svg';
import kiribath from '@/assets/dishes/kiribath.svg';
import kottu from '@/assets/dishes/kottu.svg';
import lamprais from '@/assets/dishes/lamprais.svg';
import parippu from '@/assets/dishes/parippu.svg';
import polSambol from '@/assets/dishes/pol-sambol.svg';
import polosCurry from '@/assets/dishes/polos-curry.svg';
import riceAndCurry from '@/assets/dishes/rice-and-curry.svg';
import stringHoppers from '@/assets/dishes/string-hoppers.svg';
import watalappan from '@/assets/dishes/watalappan.svg';

export interface Dish {
  name: string;
  description: string;
  image: string;
  alt: string;
  tag: string;
  /** Whole LKR. */
  price: number;
}

/** Helabojun's twelve menu highlights. */
export const DISHES: Dish[] = [
  {
    name: 'Kiribath with lunu miris',
    description:
      'Milk rice cooked in thick coconut milk, set and cut into diamonds, with a fiery relish of chilli and red onion. The dish of every celebration.',
    image: kiribath,
    alt: 'Diamonds of milk rice on a banana leaf beside a bowl of red lunu miris',
    tag: 'Breakfast',
    price: 450,
  },
  {
    name: 'Chicken kottu roti',
    description:
      'Godhamba roti chopped on the hot griddle with chicken, leeks, carrot, egg and curry gravy. Follow the clatter of the blades.',
    image: kottu,
    alt: 'Chopped roti with vegetables and egg on a steel plate, with a bowl of curry gravy',
    tag: 'Evening favourite',
    price: 1100,
  },
  {
    name: 'Egg hoppers',
    description:
      'Bowl-shaped pancakes of fermented rice flour and coconut milk, crisp at the edge and soft in the middle, with an egg set in the centre.',
    image: hoppers,
    alt: 'Two golden hoppers seen from above, one with an egg in the centre, and a bowl of lunu miris',
    tag: 'From 4:00 PM',
    price: 220,
  },
  {
    name: 'String hoppers',
    description:
      'Steamed nests of red rice noodles, served ten to a plate with kiri hodi, a mild turmeric and coconut milk gravy, and pol sambol.',
    image: stringHoppers,
    alt: 'Nests of string hoppers on a woven tray beside a bowl of yellow kiri hodi',
    tag: 'Vegetarian',
    price: 550,
  },
  {
    name: 'Lamprais',
    description:
      'The Dutch Burgher classic: ghee rice, frikkadels, blachan, ash plantain curry and a boiled egg, baked together in a banana leaf.',
    image: lamprais,
    alt: 'An opened banana-leaf parcel of lamprais with rice, meatballs, an egg and sambol',
    tag: 'Weekends',
    price: 1650,
  },
  {
    name: 'Rice and curry',
    description:
      'Red or white rice with five curries of the day: dhal, a fish or chicken curry, gotu kola mallung, brinjal moju and a crisp papadam.',
    image: riceAndCurry,
    alt: 'A plate of white rice surrounded by five colourful curries and a papadam',
    tag: 'Lunch',
    price: 850,
  },
  {
    name: 'Pol sambol',
    description:
      'Freshly scraped coconut pounded with red onion, dried chilli, lime and Maldive fish. The relish that goes with everything.',
    image: polSambol,
    alt: 'A clay bowl of red pol sambol next to half a coconut, a lime and dried chillies',
    tag: 'Side',
    price: 200,
  },
  {
    name: 'Parippu',
    description:
      'Red lentils simmered in coconut milk with turmeric, then tempered with mustard seed, onion and curry leaves.',
    image: parippu,
    alt: 'A clay bowl of golden lentil curry with mustard seeds and curry leaves',
    tag: 'Vegan',
    price: 300,
  },
  {
    name: 'Fish ambul thiyal',
    description:
      'The southern coast’s sour fish curry: tuna cooked dry with goraka and black pepper until dark, tangy and tender.',
    image: fishAmbulThiyal,
    alt: 'A clay pot of dark, dry fish curry with pieces of goraka and curry leaves',
    tag: 'Spicy',
    price: 750,
  },
  {
    name: 'Polos curry',
    description:
      'Young jackfruit slow-cooked with roasted curry powder, cinnamon and coconut milk until it is rich, meaty and tender.',
    image: polosCurry,
    alt: 'A clay pot of jackfruit curry with a cinnamon stick and star anise beside it',
    tag: 'Vegan',
    price: 450,
  },
  {
    name: 'Kavum and kokis',
    description:
      'New Year sweets all year round: oil cakes of rice flour and kithul treacle, with crisp, lacy kokis made in a brass mould.',
    image: kavumKokis,
    alt: 'A plate of round brown kavum and golden flower-shaped kokis',
    tag: 'Sweet',
    price: 350,
  },
  {
    name: 'Watalappan',
    description:
      'Steamed custard of kithul jaggery, coconut milk, cardamom and nutmeg, topped with cashews. A Malay gift to the island’s table.',
    image: watalappan,
    alt: 'A dish of dark jaggery custard topped with cashew nuts, with a spoon',
    tag: 'Dessert',
    price: 400,
  },
];
