import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { HomeProviderCard, ProviderCard } from '../lib/widgets';
import { longProvider, sample, undisclosed, unscored, vpnMethod } from './support/fixtures';

const meta = {
  title: 'Widgets/ProviderCard',
  component: ProviderCard,
  args: {
    provider: sample,
    rank: 1,
    isTopPick: false,
    isSelected: false,
    canSelectMore: true,
    onToggle: fn(),
    method: vpnMethod,
  },
  // Cards lay out by their container's width, as inside a ranked list.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960, containerType: 'inline-size' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProviderCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { rank: 2 } };
export const TopPick: Story = { args: { isTopPick: true } };
export const WorthyPartner: Story = { args: { provider: { ...sample, isWorthyPartner: true }, rank: 3 } };
export const NotAPartner: Story = { args: { provider: { ...sample, isWorthyPartner: false }, rank: 3 } };
export const MissingLogo: Story = { args: { provider: { ...sample, logo: null } } };
export const BrokenLogoUrl: Story = {
  args: { provider: { ...sample, logo: 'https://logos.invalid/missing.png' } },
};
export const WithReviewLink: Story = {
  args: { provider: { ...sample, review: 'https://worthy.example/reviews/nordvpn' } },
};
export const NoReviewLink: Story = { args: { provider: { ...sample, review: null } } };
export const WithPromoCode: Story = {
  args: { provider: { ...sample, promoCode: 'WORTHY20' } },
};
export const HeadlineFromPromo: Story = {
  args: { provider: { ...sample, startingPrice: undefined, promoCode: null } },
};
export const HeadlineFromPromoDetail: Story = {
  args: { provider: { ...sample, startingPrice: undefined, promo: '', promoCode: null } },
};
export const NoOffer: Story = {
  args: { provider: { ...sample, startingPrice: undefined, promo: '', promoDetail: '', promoCode: null } },
};
/** "How we scored it" opened: each criterion's weight and score, the pros and cons, the check date. */
export const ScoreBreakdownOpen: Story = {
  args: { isTopPick: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /How we scored it/ }));
  },
};
export const ScoreBreakdownOpenPhone: Story = {
  args: { isTopPick: true },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /How we scored it/ }));
  },
};
/** A provider that states none of the headline facts: each reads "Not disclosed", in muted type. */
export const FactsNotDisclosed: Story = {
  args: { provider: undisclosed, rank: 5 },
  play: async ({ canvas }) => {
    const headline = vpnMethod.facts!.filter((fact) => fact.headline);
    await expect(canvas.getAllByText('Not disclosed')).toHaveLength(headline.length);
  },
};
/** A backend row without scores, pros, cons or a check date: complete, just without the button. */
export const BackendRowWithoutScores: Story = { args: { provider: unscored, rank: 2 } };
export const LongNameAndFeatures: Story = { args: { provider: longProvider, rank: 12 } };
export const Selected: Story = { args: { isSelected: true } };
export const CompareLimitReached: Story = { args: { isSelected: false, canSelectMore: false, rank: 4 } };
export const WithoutCompare: Story = { args: { onToggle: undefined } };
export const DarkTheme: Story = { args: { isTopPick: true }, parameters: { theme: 'dark' } };
export const PhoneWidth: Story = {
  args: { isTopPick: true, provider: { ...sample, promoCode: 'WORTHY20', isWorthyPartner: true } },
  globals: { viewport: { value: 'phone' } },
};

export const HomeVariant: Story = {
  render: (args) => (
    <div style={{ maxWidth: 340 }}>
      <HomeProviderCard provider={args.provider} isTopPick={false} />
    </div>
  ),
};
export const HomeVariantTopRated: Story = {
  render: (args) => (
    <div style={{ maxWidth: 340 }}>
      <HomeProviderCard provider={args.provider} isTopPick />
    </div>
  ),
};
