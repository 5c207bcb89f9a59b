// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HomeProviderCard, ProviderCard } from '../../lib/widgets';
import { aProvider } from '../support/provider';

const card = (props: Partial<Parameters<typeof ProviderCard>[0]> = {}) =>
  render(<ProviderCard provider={aProvider()} rank={1} isTopPick={false} onToggle={vi.fn()} {...props} />);

const outbound = (link: HTMLElement) => {
  expect(link).toHaveProperty('target', '_blank');
  expect(link.getAttribute('rel')?.split(' ').sort()).toEqual(['noopener', 'noreferrer', 'sponsored']);
};

describe('ProviderCard', () => {
  it('shows the rank badge, the name as a heading, two-decimal rating and verified reviews', () => {
    card({ rank: 4, provider: aProvider({ rating: 4.9, userVotes: 81450 }) });
    expect(screen.getByText('#4')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Acme VPN' })).toBeTruthy();
    expect(screen.getByText('4.90')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 4.90 out of 5' })).toBeTruthy();
    expect(screen.getByText('81,450 verified reviews')).toBeTruthy();
  });

  it('fills stars by the 0.1 rule: 4.9 fills five, 4.89 fills four', () => {
    const { container, rerender } = card({ provider: aProvider({ rating: 4.9 }) });
    expect(container.querySelectorAll('.wy-star--full')).toHaveLength(5);
    rerender(<ProviderCard provider={aProvider({ rating: 4.89 })} rank={1} isTopPick={false} />);
    expect(container.querySelectorAll('.wy-star--full')).toHaveLength(4);
  });

  it('marks the top pick "Top Rated" and only the top pick', () => {
    const { rerender } = card({ isTopPick: true });
    expect(screen.getByText('Top Rated')).toBeTruthy();
    rerender(<ProviderCard provider={aProvider()} rank={2} isTopPick={false} />);
    expect(screen.queryByText('Top Rated')).toBeNull();
  });

  it('shows "Worthy Provider" only for Worthy partners', () => {
    const { rerender } = card({ provider: aProvider({ isWorthyPartner: true }) });
    expect(screen.getByText('Worthy Provider')).toBeTruthy();
    rerender(<ProviderCard provider={aProvider({ isWorthyPartner: false })} rank={1} isTopPick={false} />);
    expect(screen.queryByText('Worthy Provider')).toBeNull();
  });

  it('heads the offer with the starting price, then promo, detail, or "Exclusive Savings Available"', () => {
    const { container, rerender } = card({ provider: aProvider({ startingPrice: '$2/mo' }) });
    const headline = () => container.querySelector('.wy-card__headline')?.textContent;
    expect(headline()).toBe('$2/mo');
    rerender(<ProviderCard provider={aProvider({ startingPrice: undefined, promo: 'Half off' })} rank={1} isTopPick={false} />);
    expect(headline()).toBe('Half off');
    rerender(
      <ProviderCard
        provider={aProvider({ startingPrice: undefined, promo: '', promoDetail: 'Trial' })}
        rank={1}
        isTopPick={false}
      />,
    );
    expect(headline()).toBe('Trial');
    rerender(
      <ProviderCard provider={aProvider({ startingPrice: undefined, promo: '', promoDetail: '' })} rank={1} isTopPick={false} />,
    );
    expect(headline()).toBe('Exclusive Savings Available');
  });

  it('reads the promo pill as "Promo: " plus the promo', () => {
    card({ provider: aProvider({ promo: '60% off two-year plans' }) });
    expect(screen.getByText('Promo: 60% off two-year plans')).toBeTruthy();
  });

  it('shows a promo code with a copy button', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    card({ provider: aProvider({ promoCode: 'SAVE20' }) });
    expect(screen.getByText('SAVE20')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Copy code SAVE20' }));
    expect(writeText).toHaveBeenCalledWith('SAVE20');
    expect(await screen.findByText('Code SAVE20 copied')).toBeTruthy();
  });

  it('lists every feature', () => {
    card({ provider: aProvider({ features: ['One', 'Two', 'Three', 'Four', 'Five'] }) });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['One', 'Two', 'Three', 'Four', 'Five']);
  });

  it('offers "Read Review" only when a review link exists', () => {
    const { rerender } = card({ provider: aProvider({ review: null }) });
    expect(screen.queryByRole('link', { name: /Read Review/ })).toBeNull();
    rerender(<ProviderCard provider={aProvider({ review: 'https://r.example/acme' })} rank={1} isTopPick={false} />);
    const review = screen.getByRole('link', { name: /Read Review/ });
    expect(review.getAttribute('href')).toBe('https://r.example/acme');
    outbound(review);
  });

  it('opens the provider in a new tab, sponsored, without opener or referrer, from the card and Visit Provider', () => {
    card();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link.getAttribute('href')).toBe('https://acme.example/');
      outbound(link);
    }
    expect(screen.getByRole('link', { name: /Visit Provider/ })).toBeTruthy();
    // The whole card is clickable through its stretched name link, not through nested controls.
    expect(screen.getByRole('heading', { name: 'Acme VPN' }).querySelector('a.wy-card__link')).toBeTruthy();
  });

  it('has no interactive element inside another', () => {
    const { container } = card({ provider: aProvider({ review: 'https://r.example/', promoCode: 'X' }) });
    for (const el of container.querySelectorAll('a, button')) {
      expect(el.parentElement?.closest('a, button')).toBeNull();
    }
  });

  it('labels the compare button by state and calls toggle with the provider', async () => {
    const onToggle = vi.fn();
    const { rerender } = card({ onToggle, isSelected: false, canSelectMore: true });
    const button = screen.getByRole('button', { name: /Add to Compare/ });
    await userEvent.click(button);
    expect(onToggle).toHaveBeenCalledWith(expect.objectContaining({ name: 'Acme VPN' }));

    rerender(
      <ProviderCard provider={aProvider()} rank={1} isTopPick={false} onToggle={onToggle} isSelected canSelectMore={false} />,
    );
    expect(screen.getByRole('button', { name: /Remove from Compare/ }).getAttribute('aria-pressed')).toBe('true');

    rerender(
      <ProviderCard
        provider={aProvider()}
        rank={1}
        isTopPick={false}
        onToggle={onToggle}
        isSelected={false}
        canSelectMore={false}
      />,
    );
    const limited = screen.getByRole('button', { name: /Compare Limit Reached/ });
    expect(limited).toHaveProperty('disabled', true);
  });

  it('does not follow the card link when a button is clicked', () => {
    const onToggle = vi.fn();
    const { container } = card({ onToggle });
    const link = container.querySelector<HTMLAnchorElement>('.wy-card__link')!;
    const followed = vi.fn((e: Event) => e.preventDefault());
    link.addEventListener('click', followed);
    fireEvent.click(screen.getByRole('button', { name: /Add to Compare/ }));
    expect(onToggle).toHaveBeenCalledTimes(1);
    expect(followed).not.toHaveBeenCalled();
  });

  it('has no compare button without a toggle action', () => {
    render(<ProviderCard provider={aProvider()} rank={1} isTopPick={false} />);
    expect(screen.queryByRole('button', { name: /Compare/ })).toBeNull();
  });

  it('draws a monogram when there is no logo, and when the logo fails to load', () => {
    const { container, rerender } = card({ provider: aProvider({ name: 'Proton VPN', logo: null }) });
    expect(container.querySelector('.wy-logo--monogram')?.textContent).toBe('PV');
    expect(container.querySelector('img')).toBeNull();

    rerender(<ProviderCard provider={aProvider({ logo: 'https://cdn.example/broken.png' })} rank={1} isTopPick={false} />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('alt')).toBe('Acme VPN logo');
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.wy-logo--monogram')?.textContent).toBe('AV');
  });

  it('shows HTML in a name as text', () => {
    const { container } = card({ provider: aProvider({ name: '<img src=x onerror=alert(1)>' }) });
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect(screen.getByRole('heading').textContent).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('HomeProviderCard', () => {
  it('shows one decimal, floor(rating) filled stars and the first three features', () => {
    const { container } = render(
      <HomeProviderCard provider={aProvider({ rating: 4.91, features: ['a', 'b', 'c', 'd', 'e'] })} isTopPick={false} />,
    );
    expect(screen.getByText('4.9')).toBeTruthy();
    expect(container.querySelectorAll('.wy-star--full')).toHaveLength(4);
    expect(
      within(container.querySelector('.wy-card__features')!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['a', 'b', 'c']);
  });

  it('marks the first card Top Rated with the highlighted border', () => {
    const { container } = render(<HomeProviderCard provider={aProvider()} isTopPick />);
    expect(screen.getByText('Top Rated')).toBeTruthy();
    expect(container.querySelector('.wy-card--top')).toBeTruthy();
  });
});
