/** Subscription boxes: the words of the US page and its short Canada twin. */
import type { TopicWords } from '../types';

const us: TopicWords = {
  listKey: 'subscription_box_providers',
  title: 'Best Subscription Boxes',
  description:
    'Compare subscription boxes for kids, books, snacks, beauty and dogs on real value per box, plan length, renewal terms and how easy they are to cancel.',
  tagline:
    'Boxes worth the monthly fee, from kids’ STEAM kits and books to snacks, beauty and dog treats, ranked on value per box and easy cancelling.',
  trustNote: 'Box selections refreshed quarterly.',
  compare: {
    title: 'Compare Subscription Boxes',
    description: 'Select up to three subscription boxes to compare price, promo, rating and features side by side.',
  },
  sections: [
    {
      kind: 'cards',
      title: 'Is a Box Worth It?',
      cards: [
        {
          title: 'Real Value per Box',
          body: 'Advertised box values use full retail prices. If you would not buy at least half the items at that price anyway, the box is not a saving.',
        },
        {
          title: 'Plan Length and Renewal',
          body: 'Prepaid three-, six- or twelve-month plans lower the price per box but usually renew for the same term. Note the renewal date and whether you can skip a month.',
        },
        {
          title: 'Easy Cancellation',
          body: 'Check that you can cancel online in a few clicks before you subscribe. California and several other states require an online cancel option for subscriptions bought online.',
        },
      ],
    },
  ],
};

const canada: TopicWords = {
  listKey: 'subscription_box_providers_canada',
  title: 'Best Subscription Boxes in Canada',
  description:
    'Compare subscription boxes that ship to Canada on CA$ value per box, shipping and duties, USD billing and how easy they are to cancel.',
  tagline:
    'Subscription boxes that ship to Canada, ranked on CA$ value per box, shipping and duties, and how easy they are to cancel.',
  trustNote: 'Box selections refreshed quarterly.',
  compare: {
    title: 'Compare Subscription Boxes',
    description: 'Select up to three subscription boxes to compare CA$ price, promo, rating and features side by side.',
  },
  // SPEC section 2 keeps this Canada page short: no checklist or tips.
  sections: [],
};

export const pages: readonly TopicWords[] = [us, canada];
