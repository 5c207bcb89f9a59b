/**
 * The embed's file for a list with theme="dark" or "auto": those palettes (lib/styles/themes.css),
 * fetched only by such a list, since most are light (./theme.ts).
 */
import themes from '../styles/themes.css?inline';

export const THEME_CSS = themes;
