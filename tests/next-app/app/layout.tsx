import type { ReactNode } from 'react';
import 'worthy-widgets/styles.css';

export const metadata = { title: 'A partner blog on Next.js' };

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body style={{ margin: 0, padding: '24px 16px', fontFamily: 'Georgia, serif', background: '#fbfaf7' }}>
        <main style={{ maxWidth: 960, margin: '0 auto' }}>{children}</main>
      </body>
    </html>
  );
}
