/**
 * The page is hydrated and its router is live: the App marks <html data-router="ready"> once it
 * listens for link clicks. Before that, a click on a link is a full page load and buttons are inert.
 */
import type { Page } from '@playwright/test';

export async function routerReady(page: Page): Promise<void> {
  await page.locator('html[data-router="ready"]').waitFor({ state: 'attached' });
}
