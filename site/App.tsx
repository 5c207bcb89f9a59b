/** The site's root: one page per path. */
export interface AppProps {
  path: string;
}

export function App({ path }: AppProps) {
  if (path !== '/') {
    return (
      <main>
        <h1>Oops! Page not found</h1>
        <a href="/">Return to Home</a>
      </main>
    );
  }
  return (
    <main>
      <h1>Worthy</h1>
      <p>Discover what is worth your time, money and health.</p>
    </main>
  );
}
