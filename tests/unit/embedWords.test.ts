// @vitest-environment node
/**
 * The embed build writes its widgets' words in place, in English, as tagged templates another
 * language finds its words by (scripts/embedWords.mjs, lib/embed/words.ts).
 */
import { describe, expect, it } from 'vitest';
import { wordsInPlace } from '../../scripts/embedWords.mjs';

const WORDS = ['Rank {0}', '{0} of {1} selected', 'Copy', 'Copied', 'Pros', 'Costs $5 with `code` \\ {0}'];
const run = (code: string) => wordsInPlace(code, '/lib/widgets/Card.tsx', WORDS, '/lib/embed/words.ts');
const IMPORT = 'import { say } from "/lib/embed/words.ts";\n';

describe("the embed's words in place", () => {
  it('turns say(text, values) into a tagged template with the values in place, and imports the embed’s say', () => {
    expect(run("const say = useSay(); f(say('Rank {0}', rank), say('{0} of {1} selected', a.length, MAX));")).toBe(
      `${IMPORT} f(say\`Rank \${rank}\`, say\`\${a.length} of \${MAX} selected\`);`,
    );
  });

  it('turns a text without values into a tagged template too', () => {
    expect(run("const say = useLocaleSay(locale); g(say('Pros'));")).toBe(`${IMPORT} g(say\`Pros\`);`);
  });

  it('keeps a text said by name or chosen at run time as it is', () => {
    expect(run('const say = useSay(); g(say(LOADING_TEXT), say(copied ? "Copied" : "Copy"));')).toBe(
      `${IMPORT} g(say(LOADING_TEXT), say(copied ? "Copied" : "Copy"));`,
    );
    expect(run('h(useSay()(UNAVAILABLE_TEXT));')).toBe(`${IMPORT}h(say(UNAVAILABLE_TEXT));`);
  });

  it('passes the embed’s say on where a widget hands its say to a helper', () => {
    expect(
      run("const ROWS = [(p, say) => say('Rank {0}', p.rank)]; function T() { const say = useSay(); return ROWS[0](p, say); }"),
    ).toBe(`${IMPORT}const ROWS = [(p, say) => say\`Rank \${p.rank}\`]; function T() {  return ROWS[0](p, say); }`);
  });

  it('escapes what a template literal would read', () => {
    expect(run("say('Costs $5 with `code` \\\\ {0}', x)")).toBe('say`Costs \\$5 with \\`code\\` \\\\ ${x}`');
  });

  it('drops the <InLocale> around a widget, keeping what it wraps', () => {
    expect(run('const card = jsx(InLocale, { locale, children: jsx("section", { id }) });')).toBe(
      'const card = jsx("section", { id });',
    );
  });

  it('refuses a text the French words do not have, naming it', () => {
    expect(() => run("say('Rank #{0}', rank)")).toThrow(/"Rank #\{0\}" is not in lib\/i18n\/fr-CA\/widgetWords\.ts/);
  });

  it('leaves a module that says nothing alone', () => {
    expect(run('const x = sayHello(1);')).toBeNull();
  });
});
