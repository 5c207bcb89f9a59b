/** The embed's custom element, so the partners page can render it as JSX. */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'worthy-ranked-list': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
        category?: string;
        limit?: string;
        compare?: string;
        theme?: string;
        partner?: string;
        'supabase-url'?: string;
        'supabase-key'?: string;
        lang?: string;
        fit?: string;
        weights?: string;
      };
    }
  }
}
