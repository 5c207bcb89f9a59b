/** Home services: the words of the US page and its short Canada twin. */
import type { TopicWords } from '../types';

const us: TopicWords = {
  listKey: 'home_service_providers',
  title: 'Best Home Services Platforms',
  description:
    'Compare home services marketplaces for handyman jobs, cleaning and renovations on how they vet pros, price transparency and job guarantees.',
  tagline:
    'Marketplaces for handyman jobs, cleaning and renovations, ranked on how they vet pros, how clear prices are and what happens when a job goes wrong.',
  compare: {
    title: 'Compare Home Services',
    description: 'Select up to three home services platforms to compare price, promo, rating and features side by side.',
  },
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
};

const canada: TopicWords = {
  listKey: 'home_services_providers_canada',
  title: 'Best Home Services in Canada',
  description:
    'Compare home services in Canada for contractors, cleaners and handypeople, with provincial licensing and workers’ compensation checks.',
  tagline:
    'Reviewed contractors, cleaners and handypeople across Canada. Before any deposit, check provincial rules: an RBQ licence in Quebec, WSIB or WorkSafeBC coverage in Ontario and BC.',
  compare: {
    title: 'Compare Home Services',
    description: 'Select up to three home services platforms to compare CA$ price, promo, rating and features side by side.',
  },
  // SPEC section 2 keeps this Canada page short: no checklist or tips.
  sections: [],
};

export const pages: readonly TopicWords[] = [us, canada];
