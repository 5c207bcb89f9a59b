/**
 * The static pages (SPEC section 1 "Static page content"): About, Privacy, Cookies and Contact
 * show their words from site/content/staticPages and say what the spec says they say.
 */
import type { Page } from '@playwright/test';
import { formatMonthYear } from '../../lib/format';
import { CONTACT_EMAILS, staticPages, type StaticPageContent } from '../../site/content/staticPages';
import { expect, h1, open, test } from '../support/site';

const main = (page: Page) => page.getByRole('main');

async function expectPage(page: Page, content: StaticPageContent) {
  await open(page, content.path);
  await expect(h1(page)).toHaveText(content.title);
  await expect(page).toHaveTitle(content.metaTitle.includes('Worthy') ? content.metaTitle : `${content.metaTitle} | Worthy`);
  await expect(main(page)).toContainText(content.lead);
  await expect(main(page).locator('.ws-meta')).toHaveText(`Last reviewed ${content.updated ?? formatMonthYear(new Date())}`);
  for (const section of content.sections) {
    const region = main(page).getByRole('region', { name: section.title, exact: true });
    await expect(region.getByRole('heading', { level: 2 })).toHaveText(section.title);
    for (const paragraph of section.paragraphs) await expect(region).toContainText(paragraph);
    if (section.list) await expect(region.getByRole('listitem')).toHaveText([...section.list]);
  }
}

/** The page's visible text, whitespace collapsed. */
const textOf = async (page: Page) => (await main(page).innerText()).replace(/\s+/g, ' ');

test('About: transparent scoring, frequent data refreshes, labelled sponsored placements', async ({ page }) => {
  await expectPage(page, staticPages['/about']);
  const text = await textOf(page);
  expect(text).toMatch(/transparent scoring/i);
  expect(text).toMatch(/data is refreshed/i);
  expect(text).toMatch(/sponsored placements are always labelled/i);
  await expect(main(page).getByRole('heading', { name: 'How We Review' })).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'Editorial Policy' })).toBeVisible();
});

test('Privacy: what is collected, never sold, answered within 30 days', async ({ page }) => {
  await expectPage(page, staticPages['/privacy']);
  const collected = main(page).getByRole('region', { name: 'What We Collect' }).getByRole('listitem');
  await expect(collected).toHaveCount(3);
  await expect(collected.nth(0)).toContainText(/usage information/i);
  await expect(collected.nth(1)).toContainText(/information you give us voluntarily/i);
  await expect(collected.nth(1)).toContainText(/form/);
  await expect(collected.nth(2)).toContainText(/analytics and cookie data/i);
  const text = await textOf(page);
  expect(text).toMatch(/never sell your personal data/i);
  expect(text).toContain('within 30 days');
  // What a click count holds, and what it does not (CONTRACT section 10).
  const clicks = main(page).getByRole('region', { name: 'Click Counts' });
  for (const field of ['which list', 'which provider', 'the rank', 'partner', 'per day'])
    await expect(clicks).toContainText(field);
  await expect(clicks).toContainText('no cookie is set or read');
  await expect(clicks).toContainText('no name, identifier, IP address');
});

test('Cookies: essential, performance and marketing cookies, managed by the banner or the browser', async ({ page }) => {
  await expectPage(page, staticPages['/cookies']);
  for (const kind of ['Essential', 'Performance', 'Marketing']) {
    await expect(main(page).getByRole('heading', { level: 2, name: `${kind} Cookies` })).toBeVisible();
  }
  await expect(main(page).getByRole('region', { name: 'Essential Cookies' })).toContainText('secure sign-ins');
  const managing = main(page).getByRole('region', { name: 'Managing Your Cookies' });
  await expect(managing).toContainText('cookie banner');
  await expect(managing).toContainText('browser');
  await expect(main(page).getByRole('button', { name: 'Manage cookie preferences' })).toBeVisible();
  await expect(main(page).getByRole('region', { name: 'Click Counts Use No Cookies' })).toContainText('uses no cookie');
});

test('Contact: a reply within two business days and the three mailboxes', async ({ page }) => {
  await expectPage(page, staticPages['/contact']);
  expect(await textOf(page)).toContain('within two business days');
  const mailboxes = main(page).getByRole('list', { name: 'Mailboxes' }).getByRole('listitem');
  await expect(mailboxes).toHaveCount(3);
  const expected: Array<[string, string]> = [
    ['Editorial', CONTACT_EMAILS.editorial],
    ['Partnerships', CONTACT_EMAILS.partnerships],
    ['Support', CONTACT_EMAILS.support],
  ];
  for (const [i, [label, address]] of expected.entries()) {
    await expect(mailboxes.nth(i).getByRole('heading')).toHaveText(label);
    const link = mailboxes.nth(i).getByRole('link');
    await expect(link).toHaveText(address);
    await expect(link).toHaveAttribute('href', `mailto:${address}`);
  }
  await expect(main(page).locator('a[href^="mailto:"]')).toHaveCount(3);
});
