/**
 * The dark and automatic palettes arrive in a file of their own (./themeStyles.ts), asked for by
 * the lists that want one (the file loads once per page, and a sheet is added once). Until it has
 * arrived such a list holds its room unseen (embed.css) rather than flash the light palette on a
 * dark page; once it has, or if it cannot load, the list shows (then light, still readable).
 */
import { addStyles, PALETTE_READY_CSS } from './styles';

export function loadThemes(): void {
  void import('./themeStyles')
    .then(
      (loaded) => loaded.THEME_CSS,
      () => '',
    )
    .then((css) => addStyles(css + PALETTE_READY_CSS));
}
