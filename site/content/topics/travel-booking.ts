/** Travel booking: the words of the US page and its Canada twin. */
import type { TopicWords } from '../types';

const us: TopicWords = {
  listKey: 'travel_booking_providers',
  title: 'Best Travel Booking Sites',
  description:
    'Compare the best travel booking sites for flights, hotels and packages on total price after fees, price alerts, loyalty perks and refund rules.',
  tagline:
    'Flight, hotel and package sites ranked on the total price after fees, flexibility, loyalty perks and how they handle changes.',
  trustNote: 'Travel deals monitored daily.',
  compare: {
    title: 'Compare Travel Booking Sites',
    description: 'Select up to three travel booking sites to compare price, promo, rating and features side by side.',
  },
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
};

const canada: TopicWords = {
  listKey: 'travel_booking_providers_canada',
  title: 'Best Travel Booking Sites in Canada',
  description:
    'Compare travel booking sites in Canada for flights, hotels and all-inclusive sun packages on CA$ total price, departures and flexibility.',
  tagline:
    'Flight, hotel and all-inclusive package sites for Canadians, ranked on the CA$ total, departures from Canadian airports and flexibility.',
  trustNote: 'Travel deals monitored daily.',
  compare: {
    title: 'Compare Travel Booking Sites',
    description: 'Select up to three travel booking sites to compare CA$ price, promo, rating and features side by side.',
  },
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
};

export const pages: readonly TopicWords[] = [us, canada];
