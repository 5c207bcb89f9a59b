import type { Preview } from '@storybook/react-vite';
import { french } from '../lib/i18n/fr-CA/widgetWords';
import { english, SayIn } from '../lib/i18n/say';
import '../lib/styles/index.css';
import './preview.css';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    viewport: {
      options: {
        phone: { name: 'Phone 360', styles: { width: '360px', height: '760px' } },
        tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' } },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '900px' } },
      },
    },
  },
  globalTypes: {
    theme: {
      description: 'Widget theme',
      toolbar: { title: 'Theme', items: ['light', 'dark'], dynamicTitle: true },
    },
    // Every widget in Canadian French beside English (the `locale` prop's two values, CONTRACT section 13).
    locale: {
      description: 'Widget language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'fr-CA', title: 'Français (Canada)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en' },
  decorators: [
    (Story, context) => {
      const theme = context.parameters.theme ?? context.globals.theme;
      const locale = context.globals.locale === 'fr-CA' ? 'fr-CA' : 'en';
      return (
        <SayIn value={locale === 'fr-CA' ? french : english}>
          <div className={`wy-story wy-theme-${theme}`} lang={locale}>
            <Story />
          </div>
        </SayIn>
      );
    },
  ],
  tags: ['autodocs'],
};
export default preview;
