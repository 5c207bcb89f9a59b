import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true, enableCrashReports: false },
  // The site's Vite config sets its own root; stories need the project root.
  viteFinal: async (viteConfig) => ({ ...viteConfig, root: process.cwd(), publicDir: false }),
};
export default config;
