/**
 * The Lifestyle & Services topic pages: six US records and their Canada twins. SPEC keeps the
 * Canada pages for home services, education, dating, food and boxes short, with no checklist.
 */
import type { TopicContent } from '../types';
import { compareWords, usPageOf, withCanadaTwin } from './twin';

const usPage = usPageOf('lifestyle', 'Lifestyle & Services');

const travelBooking = withCanadaTwin(
  usPage({
    path: '/lifestyle/travel-booking',
    listKey: 'travel_booking_providers',
    title: 'Best Travel Booking Sites',
    description:
      'Compare the best travel booking sites for flights, hotels and packages on total price after fees, price alerts, loyalty perks and refund rules.',
    tagline:
      'Flight, hotel and package sites ranked on the total price after fees, flexibility, loyalty perks and how they handle changes.',
    trustNote: 'Travel deals monitored daily.',
    listTitle: 'Top Travel Booking Sites',
    compare: compareWords('Compare Travel Booking Sites', 'travel booking sites'),
    sections: [
      {
        kind: 'cards',
        title: 'Tips for Booking Smarter',
        cards: [
          {
            title: 'Compare the Total',
            body: 'Compare the final price with taxes, resort fees and bag fees, not the headline rate. Check the airline or hotel’s own site too: direct rates are often the same and easier to change.',
          },
          {
            title: 'Set Price Alerts',
            body: 'Set fare alerts on Kayak or Hopper instead of refreshing searches. For US domestic flights, booking one to three months ahead usually beats both early and last-minute fares.',
          },
          {
            title: 'Read the Refund Rules',
            body: 'Non-refundable rates are cheapest but lock you in. On US flights, airlines must let you cancel free within 24 hours if you booked at least seven days ahead, and owe a cash refund if they cancel or significantly change your flight.',
          },
        ],
      },
    ],
  }),
  {
    listKey: 'travel_booking_providers_canada',
    title: 'Best Travel Booking Sites in Canada',
    description:
      'Compare travel booking sites in Canada for flights, hotels and all-inclusive sun packages on CA$ total price, departures and flexibility.',
    tagline:
      'Flight, hotel and all-inclusive package sites for Canadians, ranked on the CA$ total, departures from Canadian airports and flexibility.',
    trustNote: 'Travel deals monitored daily.',
    listTitle: 'Top Travel Booking Sites in Canada',
    compare: compareWords('Compare Travel Booking Sites', 'travel booking sites', 'CA$ price'),
    sections: [
      {
        kind: 'cards',
        title: 'Tips for Canadian Travellers',
        cards: [
          {
            title: 'Book in CA$',
            body: 'Search and pay in Canadian dollars to avoid a 2.5% foreign-exchange fee on your card. Canadian rules require airfare ads to show the all-in price, so compare those totals.',
          },
          {
            title: 'Time Sun Packages',
            body: 'All-inclusive weeks in Mexico and the Caribbean peak over the holidays and March Break. Travelling from late April to June, or booking a last-minute deal from Toronto, Montreal or Calgary, often costs far less.',
          },
          {
            title: 'Know Your APPR Rights',
            body: 'Canada’s Air Passenger Protection Regulations pay up to CA$1,000 for a long delay within a large airline’s control. Claim with the airline first, then escalate to the Canadian Transportation Agency.',
          },
        ],
      },
    ],
  },
);

const homeServices = withCanadaTwin(
  usPage({
    path: '/lifestyle/home-services',
    listKey: 'home_service_providers',
    title: 'Best Home Services Platforms',
    description:
      'Compare home services marketplaces for handyman jobs, cleaning and renovations on how they vet pros, price transparency and job guarantees.',
    tagline:
      'Marketplaces for handyman jobs, cleaning and renovations, ranked on how they vet pros, how clear prices are and what happens when a job goes wrong.',
    trustNote: 'Pro vetting policies and platform fees reviewed every quarter.',
    listTitle: 'Top Home Services Platforms',
    compare: compareWords('Compare Home Services', 'home services platforms'),
    sections: [
      {
        kind: 'cards',
        title: 'Before You Hire a Pro',
        cards: [
          {
            title: 'Check the License',
            body: 'Most states license contractors for larger or trade jobs. Verify the license number on your state board’s website and ask for proof of liability insurance: a platform badge is not a license.',
          },
          {
            title: 'Get Three Quotes',
            body: 'Get at least three written quotes for the same scope of work. A deposit of 10–30% is normal on bigger jobs, and some states cap it, such as California at 10% or $1,000, whichever is less.',
          },
          {
            title: 'Know the Guarantee',
            body: 'Platform guarantees have limits and claim deadlines. Book and pay through the platform to stay covered, and keep messages, photos and receipts in the app.',
          },
        ],
      },
    ],
  }),
  {
    listKey: 'home_services_providers_canada',
    title: 'Best Home Services in Canada',
    description:
      'Compare home services in Canada for contractors, cleaners and handypeople, with provincial licensing and workers’ compensation checks.',
    tagline:
      'Reviewed contractors, cleaners and handypeople across Canada. Before any deposit, check provincial rules: an RBQ licence in Quebec, WSIB or WorkSafeBC coverage in Ontario and BC.',
    trustNote: 'Contractor listings and platform fees reviewed every quarter.',
    listTitle: 'Top Home Services in Canada',
    compare: compareWords('Compare Home Services', 'home services platforms', 'CA$ price'),
    sections: [],
  },
);

const onlineEducation = withCanadaTwin(
  usPage({
    path: '/lifestyle/online-education',
    listKey: 'online_education_providers',
    title: 'Best Online Learning Platforms',
    description:
      'Compare online course platforms, certificates and degrees on teaching quality, credentials employers value and the real cost to finish.',
    tagline:
      'Course platforms, certificates and online degrees ranked on teaching quality, credentials employers recognize and the real cost to finish.',
    trustNote: 'Course catalogs reviewed monthly.',
    listTitle: 'Top Online Learning Platforms',
    compare: compareWords('Compare Learning Platforms', 'learning platforms'),
    sections: [
      {
        kind: 'cards',
        title: 'How to Choose a Course',
        cards: [
          {
            title: 'Credential Value',
            body: 'A certificate of completion shows you finished; university credit or an industry certificate from Google, AWS or CompTIA carries more weight with employers. Confirm credit transfer before you pay for it.',
          },
          {
            title: 'Audit Before Paying',
            body: 'Coursera and edX let you audit many courses free and pay only for graded work and the certificate. Try the first week before committing to a monthly subscription.',
          },
          {
            title: 'Cost to Finish',
            body: 'Subscriptions reward pace: at $59 a month, a six-month certificate costs about $354. Be honest about weekly hours, then compare an annual plan or a one-time course purchase.',
          },
        ],
      },
    ],
  }),
  {
    listKey: 'online_education_providers_canada',
    title: 'Best Online Learning in Canada',
    description:
      'Compare online learning in Canada, from free courses to certificates and degrees from Canadian universities, with CA$ prices and French options.',
    tagline:
      'Course platforms, certificates and online degrees for Canadians, including Canadian university partners and French-language learning, priced in CA$.',
    trustNote: 'Course catalogs reviewed monthly.',
    listTitle: 'Top Online Learning in Canada',
    compare: compareWords('Compare Learning Platforms', 'learning platforms', 'CA$ price'),
    sections: [],
  },
);

const dating = withCanadaTwin(
  usPage({
    path: '/lifestyle/dating-relationships',
    listKey: 'dating_service_providers',
    title: 'Best Dating Sites and Apps',
    description:
      'Compare dating sites and apps on who actually uses them, photo verification and safety features, and what the paid tiers really add.',
    tagline:
      'Dating apps and services ranked on who actually uses them, safety and verification features, and what the paid tiers add.',
    trustNote: 'Pricing tiers and safety features rechecked monthly.',
    listTitle: 'Top Dating Sites and Apps',
    compare: compareWords('Compare Dating Services', 'dating services'),
    sections: [
      {
        kind: 'cards',
        title: 'Date Safely, Spend Wisely',
        cards: [
          {
            title: 'Pick for Your Goal',
            body: 'eharmony, Match and Hinge lean toward long-term relationships, SilverSingles is built for people over 50, and Tinder and Bumble reach a broader crowd. Use the free tier for two weeks to see who is active near you.',
          },
          {
            title: 'Verify and Stay Safe',
            body: 'Favor apps with photo verification and in-app video calls, meet in public, and tell a friend your plans. Never send money to someone you have not met: romance scams cost Americans over $1 billion in 2023, the FTC reports.',
          },
          {
            title: 'Paid Tiers and Renewal',
            body: 'Premium tiers run from about $15 to over $60 a month, and longer plans cut the monthly price but renew automatically. Cancel in your app store account, since deleting the app does not stop billing.',
          },
        ],
      },
    ],
  }),
  {
    listKey: 'dating_providers_canada',
    title: 'Best Dating Apps in Canada',
    description:
      'Compare dating apps in Canada, from Hinge to Vancouver-founded Plenty of Fish, on who uses them, safety features and CA$ subscription prices.',
    tagline:
      'Dating apps and services popular with Canadian singles, ranked on who uses them, photo verification and other safety features, and price in CA$.',
    trustNote: 'CA$ pricing tiers and safety features rechecked monthly.',
    listTitle: 'Top Dating Apps in Canada',
    compare: compareWords('Compare Dating Services', 'dating services', 'CA$ price'),
    sections: [],
  },
);

const foodBeverage = withCanadaTwin(
  usPage({
    path: '/lifestyle/food-beverage',
    listKey: 'food_beverage_providers',
    title: 'Best Meal Kits and Food Delivery',
    description:
      'Compare meal kits, prepared meals, grocery delivery and coffee or wine clubs on price per serving, menu variety, shipping and easy skipping.',
    tagline:
      'Meal kits, prepared meals, grocery delivery and coffee or wine clubs, ranked on price per serving, menu variety and how easy they are to pause.',
    trustNote: 'Menus refreshed weekly.',
    listTitle: 'Top Meal Kits and Food Delivery',
    compare: compareWords('Compare Food & Beverage Services', 'food and beverage services'),
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
  }),
  {
    listKey: 'food_beverage_providers_canada',
    title: 'Best Meal Kits and Food Delivery in Canada',
    description:
      'Compare meal kits and food delivery in Canada, from Goodfood and Chefs Plate to PC Express, on CA$ price per serving and delivery coverage.',
    tagline:
      'Canadian meal kits, grocery pickup and food delivery apps, ranked on CA$ price per serving, menu variety and where they deliver.',
    trustNote: 'Menus refreshed weekly.',
    listTitle: 'Top Meal Kits and Food Delivery in Canada',
    compare: compareWords('Compare Food & Beverage Services', 'food and beverage services', 'CA$ price'),
    sections: [],
  },
);

const subscriptionBoxes = withCanadaTwin(
  usPage({
    path: '/lifestyle/subscription-boxes',
    listKey: 'subscription_box_providers',
    title: 'Best Subscription Boxes',
    description:
      'Compare subscription boxes for kids, books, snacks, beauty and dogs on real value per box, plan length, renewal terms and how easy they are to cancel.',
    tagline:
      'Boxes worth the monthly fee, from kids’ STEAM kits and books to snacks, beauty and dog treats, ranked on value per box and easy cancelling.',
    trustNote: 'Box selections refreshed quarterly.',
    listTitle: 'Top Subscription Boxes',
    compare: compareWords('Compare Subscription Boxes', 'subscription boxes'),
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
  }),
  {
    listKey: 'subscription_box_providers_canada',
    title: 'Best Subscription Boxes in Canada',
    description:
      'Compare subscription boxes that ship to Canada on CA$ value per box, shipping and duties, USD billing and how easy they are to cancel.',
    tagline:
      'Subscription boxes that ship to Canada, ranked on CA$ value per box, shipping and duties, and how easy they are to cancel.',
    trustNote: 'Box selections refreshed quarterly.',
    listTitle: 'Top Subscription Boxes in Canada',
    compare: compareWords('Compare Subscription Boxes', 'subscription boxes', 'CA$ price'),
    sections: [],
  },
);

export const lifestyleTopics: readonly TopicContent[] = [
  ...travelBooking,
  ...homeServices,
  ...onlineEducation,
  ...dating,
  ...foodBeverage,
  ...subscriptionBoxes,
];
