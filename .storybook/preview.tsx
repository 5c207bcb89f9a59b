import type { Preview } from '@storybook/react-vite';
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
  },
  initialGlobals: { theme: 'light' },
  decorators: [
    (Story, context) => {
      const theme = context.parameters.theme ?? context.globals.theme;
      return (
        <div className={`wy-story wy-theme-${theme}`}>
          <Story />
        </div>
      );
    },
  ],
  tags: ['autodocs'],
};
export default preview;
