// @vitest-environment jsdom
/**
 * Every Storybook story renders as a test: no thrown error, no console error, and axe finds
 * no serious or critical violation (colour contrast is checked in the browser, not in jsdom).
 */
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as preview from '../../.storybook/preview';

setProjectAnnotations(preview.default);

const modules = import.meta.glob<Record<string, unknown>>('../../stories/*.stories.tsx', { eager: true });

let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args) => void consoleErrors.push(args));
});
afterEach(() => vi.restoreAllMocks());

describe.each(Object.entries(modules))('%s', (_, module) => {
  const stories = Object.entries(composeStories(module as never)) as [string, ComponentType][];
  it.each(stories)('%s renders cleanly and passes axe', async (_name, Story) => {
    const { container } = render(<Story />);
    await new Promise((r) => setTimeout(r, 0));
    expect(container.textContent?.length).toBeGreaterThan(0);
    // A story of a state that reports itself (an unknown list key) names the one error it expects.
    const expected = (Story as { parameters?: { expectedConsoleError?: string } }).parameters?.expectedConsoleError;
    const unexpected = consoleErrors.filter((args) => !expected || !String(args[0]).includes(expected));
    expect(unexpected).toEqual([]);
    if (expected) expect(consoleErrors).toHaveLength(1);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes[0]?.html}`)).toEqual([]);
  });
});
