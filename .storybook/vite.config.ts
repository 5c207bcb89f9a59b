/**
 * Storybook's own Vite config (.storybook/main.ts names it), so the project's vite.config.ts,
 * whose default is the site's build, is not merged in. The stories show the widgets as the npm
 * package ships them: React, and each seam's default branch (package.json "imports"), so a
 * widget's `locale` prop is the language it speaks.
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({ plugins: [react()] });
