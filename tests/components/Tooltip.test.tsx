// @vitest-environment jsdom
/** Tooltip timing (SPEC section 9): open after 700 ms, at once within 300 ms of another closing. */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tooltip, TooltipProvider, TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../site/shell/Tooltip';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] });
});
afterEach(() => vi.useRealTimers());

function Toolbar() {
  return (
    <TooltipProvider>
      <Tooltip text="Search reviews">
        <button type="button">Search</button>
      </Tooltip>
      <Tooltip text="Open a random review topic">
        <button type="button">Surprise Me</button>
      </Tooltip>
    </TooltipProvider>
  );
}

const anchor = (name: string) => screen.getByRole('button', { name }).parentElement!;
const isOpen = (text: string) => screen.getByText(text).hasAttribute('data-open');

describe('Tooltip', () => {
  it('uses the SPEC delays', () => {
    expect(TOOLTIP_DELAY_MS).toBe(700);
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300);
  });

  it('opens 700 ms after the pointer arrives, and describes its trigger', () => {
    render(<Toolbar />);
    fireEvent.pointerEnter(anchor('Search'));
    act(() => vi.advanceTimersByTime(699));
    expect(isOpen('Search reviews')).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(isOpen('Search reviews')).toBe(true);
    const tip = screen.getByText('Search reviews');
    expect(tip.getAttribute('role')).toBe('tooltip');
    expect(screen.getByRole('button', { name: 'Search' }).getAttribute('aria-describedby')).toBe(tip.id);
  });

  it('does not open when the pointer leaves before the delay', () => {
    render(<Toolbar />);
    fireEvent.pointerEnter(anchor('Search'));
    act(() => vi.advanceTimersByTime(400));
    fireEvent.pointerLeave(anchor('Search'));
    act(() => vi.advanceTimersByTime(1000));
    expect(isOpen('Search reviews')).toBe(false);
  });

  it('opens the next one at once when the pointer moves straight across, even in one batch of events', () => {
    render(<Toolbar />);
    fireEvent.pointerEnter(anchor('Search'));
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS));
    expect(isOpen('Search reviews')).toBe(true);
    act(() => {
      fireEvent.pointerLeave(anchor('Search'));
      fireEvent.pointerEnter(anchor('Surprise Me'));
    });
    expect(isOpen('Search reviews')).toBe(false);
    expect(isOpen('Open a random review topic')).toBe(true);
  });

  it('waits the full delay again once the skip window has passed', () => {
    render(<Toolbar />);
    fireEvent.pointerEnter(anchor('Search'));
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS));
    fireEvent.pointerLeave(anchor('Search'));
    act(() => vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS + 50));
    fireEvent.pointerEnter(anchor('Surprise Me'));
    expect(isOpen('Open a random review topic')).toBe(false);
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS));
    expect(isOpen('Open a random review topic')).toBe(true);
  });

  it('opens on keyboard focus and closes on blur and Escape', () => {
    render(<Toolbar />);
    act(() => screen.getByRole('button', { name: 'Search' }).focus());
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS));
    expect(isOpen('Search reviews')).toBe(true);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Search' }), { key: 'Escape' });
    expect(isOpen('Search reviews')).toBe(false);
  });
});
