/**
 * The list's fonts, looked up before it first renders. A browser looks a font up the first time
 * text is set in it at a given weight and size (Chromium on Linux asks another process for each),
 * and the embed's list sets twelve: looked up in the frames that first showed the header and the
 * cards, they were a third of the longest tasks on a low-end phone. Here each is looked up in a
 * task of its own while the list's data is on its way, so those frames find them ready.
 */

/**
 * Every weight (its first digit, in hundreds) and size (the rest, px at a 16 px root) of text in a
 * list's first paint: its header, its cards and its empty compare panel.
 * tests/e2e/embed-fonts.spec.ts fails when the widgets show text in another, or no longer in one.
 */
export const LIST_TYPE = '828 412 612 712 414 614 714 814 416 716 818 822';

/**
 * Looks up the list's fonts in the family and at the root size `widget` has, a task each. (A
 * second list on the page finds them ready: looking up again costs it next to nothing.)
 */
export function warmFonts(widget: Element): void {
  let pen: OffscreenCanvasRenderingContext2D;
  let rem: number;
  let family: string;
  LIST_TYPE.split(' ').forEach((type, index) =>
    setTimeout(() => {
      try {
        if (!index) {
          // The widget's own size is 1rem (tokens.css), the page's root size.
          const style = getComputedStyle(widget);
          rem = parseFloat(style.fontSize) / 16;
          family = style.fontFamily;
          pen = new OffscreenCanvas(1, 1).getContext('2d')!;
        }
        pen.font = `${type[0]}00 ${+type.slice(1) * rem}px ${family}`;
        pen.measureText('a');
      } catch {
        // Only a head start: a browser without an offscreen canvas shows the list all the same.
      }
    }),
  );
}
