import type { Meta, StoryObj } from '@storybook/react-vite';
import { CategoryGrid } from '../lib/widgets';
import { topicCards } from '../site/content/topicCards';
import { homeCategories } from '../site/content/homeCategories';

const meta = {
  title: 'Widgets/CategoryGrid',
  component: CategoryGrid,
  args: { cards: topicCards.health, label: 'Health topics' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1200 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CategoryGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HealthTopics: Story = {};
export const FinanceTopics: Story = { args: { cards: topicCards.finance, label: 'Finance topics' } };
export const DigitalTopicsSeven: Story = { args: { cards: topicCards.digital, label: 'Digital topics' } };
export const LifestyleTopics: Story = { args: { cards: topicCards.lifestyle, label: 'Lifestyle topics' } };
export const HomeCategoryCards: Story = { args: { cards: homeCategories, label: 'Categories' } };
export const DarkTheme: Story = { parameters: { theme: 'dark' } };
export const PhoneWidth: Story = { globals: { viewport: { value: 'phone' } } };
