// @vitest-environment jsdom
/** The render-error page (SPEC section 8): a broken page shows 'Unexpected Application Error!' with a way home. */
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary, ErrorPage } from '../../site/pages/ErrorPage';

function Broken(): never {
  throw new Error('test render failure');
}

afterEach(() => vi.restoreAllMocks());

describe('ErrorBoundary', () => {
  it('renders its children when nothing fails', () => {
    render(
      <ErrorBoundary>
        <h1>Fine page</h1>
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Fine page' })).toBeTruthy();
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
  });

  it('shows the error page with a link home when a child throws, and logs the error', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <main>
        <ErrorBoundary>
          <Broken />
        </ErrorBoundary>
      </main>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Unexpected Application Error!');
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    const logged = errors.mock.calls.find((call) => call[0] === 'Unexpected Application Error!');
    expect(logged?.[1]).toBeInstanceOf(Error);
    expect((logged?.[1] as Error).message).toBe('test render failure');
  });

  it('keeps the rest of the tree: only the failing part is replaced', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <>
        <header>Site header</header>
        <ErrorBoundary>
          <Broken />
        </ErrorBoundary>
        <footer>Site footer</footer>
      </>,
    );
    expect(screen.getByText('Site header')).toBeTruthy();
    expect(screen.getByText('Site footer')).toBeTruthy();
    expect(screen.getByText('Unexpected Application Error!')).toBeTruthy();
  });

  it('recovers when given a new key (the App keys it by path, so navigating away resets it)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <ErrorBoundary key="/health/glp1-programs">
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Unexpected Application Error!')).toBeTruthy();
    rerender(
      <ErrorBoundary key="/">
        <h1>Home</h1>
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
  });
});

describe('ErrorPage', () => {
  it('reads as SPEC section 8 says', () => {
    render(<ErrorPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Unexpected Application Error!');
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
  });
});
