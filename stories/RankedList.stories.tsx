import type { Meta, StoryObj } from '@storybook/react-vite';
import { RankedList } from '../lib/widgets';
import { glp1Providers, names, storyStore, vpnMethod, vpnProviders } from './support/fixtures';

const meta = {
  title: 'Widgets/RankedList',
  component: RankedList,
  args: { title: 'Top VPN Services', store: storyStore(), method: vpnMethod, disclosureHref: '#how-we-score' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1040 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RankedList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FallbackData: Story = {};
export const Loading: Story = { args: { store: storyStore({ loading: true }) } };
export const Empty: Story = { args: { store: storyStore({ providers: [] }) } };
/** Without a method (a host that passes none): ratings show, cards have no breakdown. */
export const WithoutScoringMethod: Story = { args: { method: null, disclosureHref: undefined } };
export const TopPickFirstRank: Story = { args: { store: storyStore({ topPick: 'first' }) } };
export const TopPicksByRatingWithTies: Story = {
  args: {
    title: 'Top GLP-1 Weight Loss Programs',
    store: storyStore({
      topPick: 'highest-rating',
      providers: glp1Providers.map((p, i) => (i === 2 ? { ...p, rating: Math.max(...glp1Providers.map((q) => q.rating)) } : p)),
    }),
  },
};
export const OneSelected: Story = { args: { store: storyStore({ selected: names(vpnProviders, 1) }) } };
export const TwoSelected: Story = { args: { store: storyStore({ selected: names(vpnProviders, 2) }) } };
export const LimitReached: Story = { args: { store: storyStore({ selected: names(vpnProviders, 3) }) } };
export const LimitedToThree: Story = { args: { limit: 3 } };
export const WithoutCompare: Story = { args: { compare: false, limit: 3 } };
export const DarkTheme: Story = { args: { limit: 3 }, parameters: { theme: 'dark' } };
export const PhoneWidth: Story = {
  args: { limit: 3, store: storyStore({ selected: names(vpnProviders, 1) }) },
  globals: { viewport: { value: 'phone' } },
};
