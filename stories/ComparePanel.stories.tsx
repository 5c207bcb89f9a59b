import type { Meta, StoryObj } from '@storybook/react-vite';
import { ComparePanel } from '../lib/widgets';
import {
  cardMethod,
  creditCards,
  glp1Providers,
  longProvider,
  names,
  storyStore,
  vpnMethod,
  vpnProviders,
} from './support/fixtures';

const GLP1_PROMPT = {
  title: 'Select at least two clinics to activate a side-by-side comparison',
  hint: 'Add one more provider to enable the full comparison table',
};

const meta = {
  title: 'Widgets/ComparePanel',
  component: ComparePanel,
  args: {
    title: 'Compare VPN Services',
    description: 'Select up to three VPNs to compare price, promo, rating and features side by side.',
    selection: storyStore({ selected: names(vpnProviders, 2) }),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1040 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ComparePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoneSelected: Story = { args: { selection: storyStore() } };
export const OneSelected: Story = { args: { selection: storyStore({ selected: names(vpnProviders, 1) }) } };
export const OneSelectedWithPrompt: Story = {
  args: {
    title: 'Compare Programs',
    description: 'Select up to three programs to compare pricing, promos, ratings and features.',
    oneProviderPrompt: GLP1_PROMPT,
    selection: storyStore({ providers: glp1Providers, selected: names(glp1Providers, 1) }),
  },
};
export const TwoSelected: Story = {};
/** With the list's scoring method: a row per criterion (best marked "Best"), then Pros and Cons. */
export const ThreeWithCriterionRows: Story = {
  args: { method: vpnMethod, selection: storyStore({ selected: names(vpnProviders, 3) }) },
};
export const CreditCardsWithCriterionRows: Story = {
  args: {
    title: 'Compare Credit Cards',
    description: 'Select up to three cards to compare rewards, fees and offers side by side.',
    method: cardMethod,
    selection: storyStore({ providers: creditCards, selected: names(creditCards, 3) }),
  },
};
export const ThreeSelected: Story = { args: { selection: storyStore({ selected: names(vpnProviders, 3) }) } };
export const LongNamesAndFeatures: Story = {
  args: {
    selection: storyStore({
      providers: [longProvider, ...vpnProviders.slice(1)],
      selected: [longProvider.name, ...names(vpnProviders.slice(1), 2)],
    }),
  },
};
export const MissingPriceAndPromo: Story = {
  args: {
    selection: storyStore({
      providers: [
        { ...vpnProviders[0]!, startingPrice: undefined, promo: '', promoDetail: '', promoCode: null },
        vpnProviders[1]!,
      ],
      selected: names(vpnProviders, 2),
    }),
  },
};
export const DarkTheme: Story = {
  args: { selection: storyStore({ selected: names(vpnProviders, 3) }) },
  parameters: { theme: 'dark' },
};
export const PhoneWidth: Story = {
  args: { selection: storyStore({ selected: names(vpnProviders, 3) }) },
  globals: { viewport: { value: 'phone' } },
};
