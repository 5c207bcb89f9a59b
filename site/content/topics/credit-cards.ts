/** Credit cards: the words of the US page and its Canada twin. General information, not advice. */
import type { CompareWords, TopicWords } from '../types';
import { BUILD_YEAR } from '../../config';

const compare: CompareWords = {
  title: 'Compare Credit Cards',
  description: 'Select up to three cards to compare price, promo, rating and features side by side.',
};

const us: TopicWords = {
  listKey: 'credit_card_providers',
  title: `Best Credit Cards of ${BUILD_YEAR}`,
  description:
    'Compare the best travel, cash-back and no-annual-fee credit cards on rewards, fees and welcome offers, with the protections every cardholder has.',
  tagline: 'Travel, cash-back and no-fee cards compared on rewards you will actually use and the fees they cost.',
  compare,
  sections: [
    {
      kind: 'cards',
      title: 'Before You Apply',
      cards: [
        {
          title: 'Interest Before Rewards',
          body: 'Average card APRs run above 20%, so carrying a balance costs more than any card earns back. Rewards pay off only if you clear the balance each month.',
        },
        {
          title: 'Annual Fee Math',
          body: 'A $95 or higher annual fee is worth it only if the extra rewards and credits you actually use exceed it. Many strong cash-back cards charge no annual fee.',
        },
        {
          title: 'Credit Score Fit',
          body: 'Most rewards cards expect good credit, roughly a FICO score of 670 or higher. Each application adds a hard inquiry, so apply only where you are likely to qualify.',
        },
      ],
    },
    {
      kind: 'prose',
      title: 'Your Protections',
      paragraphs: [
        'Federal law caps your liability for unauthorized credit card charges at $50, and the major card networks offer $0 liability when you report fraud promptly. Under the Fair Credit Billing Act, you can dispute a billing error in writing within 60 days of the statement that shows it.',
        'If an issuer does not resolve a problem, you can file a complaint with the Consumer Financial Protection Bureau (CFPB).',
      ],
    },
  ],
};

const canada: TopicWords = {
  listKey: 'credit_card_providers_canada',
  title: 'Best Credit Cards in Canada',
  description:
    'Compare Canadian travel, cash-back and no-fee credit cards on rewards, annual fees, income requirements and foreign currency fees.',
  tagline: 'Canadian travel, cash-back and no-fee cards compared on rewards, fees and income requirements.',
  compare,
  sections: [
    {
      kind: 'cards',
      title: 'Before You Apply',
      cards: [
        {
          title: 'Interest Before Rewards',
          body: 'Most Canadian cards charge about 20% to 21% on purchases and more on cash advances, so carrying a balance erases any rewards. Pay in full and new purchases cost no interest.',
        },
        {
          title: 'Income Requirements',
          body: 'Visa Infinite cards usually require CA$60,000 personal or CA$100,000 household income, and World Elite Mastercards CA$80,000 or CA$150,000. Premium cards often charge CA$120 to CA$160 a year.',
        },
        {
          title: 'Foreign Currency Fees',
          body: 'Most Canadian cards add about 2.5% to purchases in other currencies. For frequent travel, a card without that fee can save more than a higher earn rate.',
        },
      ],
    },
    {
      kind: 'prose',
      title: 'Your Protections',
      paragraphs: [
        'The Financial Consumer Agency of Canada (FCAC) supervises federally regulated card issuers. Issuers must give an interest-free grace period of at least 21 days on new purchases when you pay your balance in full, and must disclose rate and fee changes in advance.',
        'Visa and Mastercard zero-liability policies cover unauthorized charges you report promptly. If your bank does not resolve a complaint, you can take it to the Ombudsman for Banking Services and Investments (OBSI) at no cost.',
      ],
    },
  ],
};

export const pages: readonly TopicWords[] = [us, canada];
