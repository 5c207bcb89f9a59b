import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loadBuiltinList } from '../lib/data';
import { listInFrench, loadBuiltinFrench, methodInFrench } from '../lib/data/french';
import { FR_LISTS } from '../lib/i18n/fr-CA/lists';
import { OUR_FIT, type Fit } from '../lib/fit';
import type { Provider, ScoringMethod } from '../lib/model';
import { createReaderFit } from '../lib/state';
import { FitControls, FitRankedList } from '../lib/widgets';
import { storyStore, vpnMethod } from './support/fixtures';

/**
 * Find your fit: a reader's weights, filters and sort over one list, and the list as they rank it.
 * Each story starts from a fit, as a shared link or a partner's `weights` would.
 */
function FitAndList({
  fit,
  locale,
  list,
  folded,
}: {
  fit: Fit;
  locale?: 'fr-CA';
  list?: { providers: Provider[]; method: ScoringMethod; title: string };
  /** As the embed shows it: folded at any width until opened. */
  folded?: boolean;
}) {
  const method = list?.method ?? vpnMethod;
  const readerFit = createReaderFit(storyStore(list && { providers: list.providers }), method, fit);
  return (
    <>
      <FitControls readerFit={readerFit} idPrefix="story-fit" locale={locale} folded={folded} />
      <FitRankedList readerFit={readerFit} title={list?.title ?? 'Top VPN Services'} method={method} limit={3} locale={locale} />
    </>
  );
}

/** The Canada VPN list in French, words, labels and all, as a French page shows it. */
async function frenchVpnList() {
  const key = 'vpn_providers_canada' as const;
  const [list, french] = await Promise.all([loadBuiltinList(key), loadBuiltinFrench(key)]);
  return {
    providers: listInFrench(list.providers, french),
    method: methodInFrench(list.method!, french),
    title: FR_LISTS[key].title,
  };
}

const meta = {
  title: 'Widgets/FitControls',
  component: FitAndList,
  args: { fit: OUR_FIT },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1040 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FitAndList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Our weights, our ranking: "Back to our ranking" has nothing to undo. */
export const Default: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    // At a phone's width (the viewport toolbar) the controls start folded.
    const fold = canvas.queryByRole('button', { name: 'Adjust the ranking' });
    if (fold) await userEvent.click(fold);
    await expect(await canvas.findByRole('button', { name: 'Back to our ranking' })).toBeDisabled();
    await expect(canvas.getByRole('heading', { name: 'Top VPN Services' })).toBeVisible();
  },
};

/** Audited privacy counted three times, streaming ignored: each card rated under these weights. */
export const Reweighted: Story = {
  args: { fit: { ...OUR_FIT, weights: { privacy: 3, streaming: 0 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your ranking' })).toBeVisible();
  },
};

/**
 * In the embed (`fit="true"` on a partner's page): folded at any width, a partner's preset weights
 * already ranking the list; its fields are drawn once a reader opens it.
 */
export const FoldedInTheEmbed: Story = {
  args: { fit: { ...OUR_FIT, weights: { privacy: 3 } }, folded: true },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Your ranking' })).toBeVisible();
    await expect(canvas.queryAllByRole('combobox')).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Adjust the ranking' }));
    await expect(await canvas.findByRole('button', { name: 'Hide the controls' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('combobox').length).toBeGreaterThan(0);
  },
};

/** A filter no provider meets: the list says so and points back to our ranking. */
export const FilteredToNone: Story = {
  args: { fit: { ...OUR_FIT, filters: [{ fact: 'server_countries', min: 10000 }] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/No provider meets your filters\. Loosen one/)).toBeVisible();
    await expect(canvas.getByText(/hidden by your filters/)).toBeVisible();
  },
};

/** `locale="fr-CA"` on both widgets: their own words in French as well as the list's. */
export const French: Story = {
  args: { locale: 'fr-CA', fit: { ...OUR_FIT, weights: { privacy: 3 } } },
  loaders: [async () => ({ list: await frenchVpnList() })],
  render: (args, { loaded }) => <FitAndList {...args} list={loaded.list as Awaited<ReturnType<typeof frenchVpnList>>} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Trouvez ce qui vous convient' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Votre classement' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Revenir à notre classement' })).toBeEnabled();
    await expect(canvas.getAllByRole('button', { name: /^Ajouter au comparateur/ })).toHaveLength(3);
  },
};

export const DarkTheme: Story = { args: { fit: { ...OUR_FIT, weights: { privacy: 3 } } }, parameters: { theme: 'dark' } };

/** On a phone the controls fold away behind "Adjust the ranking", so the first providers stay on the first screen. */
export const PhoneWidth: Story = { globals: { viewport: { value: 'phone' } } };
