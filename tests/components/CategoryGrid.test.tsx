// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CategoryGrid } from '../../lib/widgets';
import { topicCards } from '../../site/content/topicCards';
import { homeCategories } from '../../site/content/homeCategories';

describe('CategoryGrid', () => {
  it('shows each topic card with icon, title linking to its page, description, badge and four niches', () => {
    render(<CategoryGrid cards={topicCards.health} label="Health topics" />);
    const grid = screen.getByRole('list', { name: 'Health topics' });
    const cards = within(grid).getAllByRole('article');
    expect(cards).toHaveLength(6);
    const glp1 = cards[0]!;
    expect(within(glp1).getByRole('link', { name: 'GLP-1 Programs' }).getAttribute('href')).toBe('/health/glp1-programs');
    expect(within(glp1).getByText('Most Popular')).toBeTruthy();
    expect(within(glp1).getByRole('list').querySelectorAll('li')).toHaveLength(4);
    expect(glp1.querySelector('.wy-tile__icon')?.textContent).toBeTruthy();
  });

  it('shows home category cards without icons, with their optional badge', () => {
    render(<CategoryGrid cards={homeCategories} label="Categories" />);
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.getByText('Trending').closest('article')?.textContent).toContain('Health & Longevity');
    expect(screen.getByText('Popular').closest('article')?.textContent).toContain('Digital & Security');
    expect(document.querySelector('.wy-tile__icon')).toBeNull();
  });
});
