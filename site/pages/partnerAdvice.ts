/**
 * The rule /partners gives a partner whose list sits in a post's first screen. The element is empty
 * until the embed's script runs, after the page's first paint on a first visit; this holds its room
 * from that paint on. A list is taller than a screen (one provider: about 1,300 px on a phone), so a
 * screen's height leaves no gap. tests/e2e/embed.spec.ts checks it on a partner's page.
 */
export const ROOM_HOLDING_CSS = 'worthy-ranked-list { display: block; min-height: 100vh; }';
