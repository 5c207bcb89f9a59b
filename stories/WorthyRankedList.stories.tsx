import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { WorthyRankedList } from '../lib/connected';
import { creditCards, vpnMethod, vpnProviders } from './support/fixtures';

/**
 * The one-component drop-in for partner developers (and what the embed renders in its shadow
 * root): a list key in, the ranked list and its compare panel out. The Actions panel shows the
 * events a partner's analytics would receive.
 */
const meta = {
  title: 'Connected/WorthyRankedList',
  component: WorthyRankedList,
  args: {
    category: 'vpn_providers',
    providers: vpnProviders,
    method: vpnMethod,
    onReady: fn(),
    onCompare: fn(),
    onOutbound: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1040 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WorthyRankedList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Providers loaded on the server: the list is in the first HTML. */
export const ServerLoaded: Story = {};
/** No providers given: the built-in list loads in the browser, its place held meanwhile. */
export const LoadsInTheBrowser: Story = { args: { providers: undefined, method: undefined, category: 'vpn_providers_canada' } };
export const PartnerLinks: Story = { args: { partner: 'jane-travel-blog', limit: 3 } };
export const OwnTitleWithoutCompare: Story = {
  args: {
    category: 'credit_card_providers',
    providers: creditCards,
    method: null,
    title: 'Cards we carry',
    compare: false,
    limit: 3,
  },
};
export const Dark: Story = { args: { theme: 'dark', limit: 3 } };
export const FollowsTheSystem: Story = { args: { theme: 'auto', limit: 3 } };
/** A key that is not a list: a short message, and one console error for the developer. */
export const UnknownCategory: Story = {
  args: { category: 'nope_providers', providers: undefined },
  parameters: { expectedConsoleError: '"nope_providers" is not a Worthy list key' },
};
export const PhoneWidth: Story = { args: { limit: 2 }, globals: { viewport: { value: 'phone' } } };
