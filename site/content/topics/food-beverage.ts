/** Food and beverage: the words of the US page and its short Canada twin. */
import type { TopicWords } from '../types';

const us: TopicWords = {
  listKey: 'food_beverage_providers',
  title: 'Best Meal Kits and Food Delivery',
  description:
    'Compare meal kits, prepared meals, grocery delivery and coffee or wine clubs on price per serving, menu variety, shipping and easy skipping.',
  tagline:
    'Meal kits, prepared meals, grocery delivery and coffee or wine clubs, ranked on price per serving, menu variety and how easy they are to pause.',
  trustNote: 'Menus refreshed weekly.',
  compare: {
    title: 'Compare Food & Beverage Services',
    description: 'Select up to three food and beverage services to compare price, promo, rating and features side by side.',
  },
  sections: [
    {
      kind: 'cards',
      title: 'Get More for Your Money',
      cards: [
        {
          title: 'Price per Serving',
          body: 'Meal kits run about $9–13 a serving plus around $10–12 shipping per box, and prepared meals cost a little more. Compare the full weekly total after the intro discount ends.',
        },
        {
          title: 'Skip Before Cutoff',
          body: 'Kits ship automatically every week. Skip or pause before the weekly cutoff, often about five days before delivery, or you pay for that box.',
        },
        {
          title: 'Delivery Memberships',
          body: 'DashPass and Instacart+ cost about $10 a month and waive delivery fees above an order minimum, but service fees and menu markups remain. They pay off at roughly three or more orders a month.',
        },
      ],
    },
  ],
};

const canada: TopicWords = {
  listKey: 'food_beverage_providers_canada',
  title: 'Best Meal Kits and Food Delivery in Canada',
  description:
    'Compare meal kits and food delivery in Canada, from Goodfood and Chefs Plate to PC Express, on CA$ price per serving and delivery coverage.',
  tagline:
    'Canadian meal kits, grocery pickup and food delivery apps, ranked on CA$ price per serving, menu variety and where they deliver.',
  trustNote: 'Menus refreshed weekly.',
  compare: {
    title: 'Compare Food & Beverage Services',
    description: 'Select up to three food and beverage services to compare CA$ price, promo, rating and features side by side.',
  },
  // SPEC section 2 keeps this Canada page short: no checklist or tips.
  sections: [],
};

export const pages: readonly TopicWords[] = [us, canada];
