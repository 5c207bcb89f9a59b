// @vitest-environment node
/** The embed build writes its widgets' words in place, in English (scripts/englishWords.mjs). */
import { describe, expect, it } from 'vitest';
import { englishInPlace } from '../../scripts/englishWords.mjs';

const run = (code: string) => englishInPlace(code, '/lib/widgets/Card.tsx');

describe('the English words written in place', () => {
  it('turns say(text, values) into the English with its values', () => {
    expect(run("const say = useSay(); f(say('Rank {0}', rank), say('{0} of {1} selected', a.length, MAX));")).toBe(
      'const say = null; f(`Rank ${rank}`, `${a.length} of ${MAX} selected`);',
    );
  });

  it('keeps a text said by name or chosen at run time as that value', () => {
    expect(run('const say = useLocaleSay(locale); g(say(LOADING_TEXT), say(copied ? "Copied" : "Copy"));')).toBe(
      'const say = null; g((LOADING_TEXT), (copied ? "Copied" : "Copy"));',
    );
    expect(run('h(useSay()(UNAVAILABLE_TEXT));')).toBe('h((UNAVAILABLE_TEXT));');
  });

  it('escapes what a template literal would read', () => {
    expect(run("say('Costs $5 with `code` \\\\ {0}', x)")).toBe('`Costs \\$5 with \\`code\\` \\\\ ${x}`');
  });

  it('drops the <InLocale> around a widget, keeping what it wraps', () => {
    expect(run('const card = jsx(InLocale, { locale, children: jsx("section", { id }) });')).toBe(
      'const card = jsx("section", { id });',
    );
  });

  it('refuses a text with values that is not written in place', () => {
    expect(() => run('say(TEXT, value)')).toThrow(/written in place/);
  });

  it('leaves a module that says nothing alone', () => {
    expect(run('const x = sayHello(1);')).toBeNull();
  });
});
