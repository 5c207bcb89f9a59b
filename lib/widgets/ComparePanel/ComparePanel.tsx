'use client';
/**
 * Side-by-side comparison of up to three chosen providers, as a real table. Wide tables scroll
 * sideways inside their own region; the row labels stay frozen so a phone reader keeps them.
 */
import { InLocale, useLocaleSay } from '#widget-locale';
import type { Locale } from '../../i18n/say';
import type { ScoringMethod } from '../../model';
import { MAX_COMPARED, useValue, type CompareSelection } from '../../state';
import { Heading, type HeadingLevel } from '../shared/headings';
import { CompareTable, OneProviderPrompt } from '#on-demand';
import type { OneProviderPrompt as Prompt } from './OneProviderPrompt';

export interface ComparePanelProps {
  selection: CompareSelection;
  title: string;
  /** Such as 'Select up to three VPNs to compare price, promo, rating and features.' */
  description: string;
  /** With exactly one provider chosen, show this prompt instead of a one-column table. */
  oneProviderPrompt?: Prompt;
  headingLevel?: HeadingLevel;
  id?: string;
  /** The list's scoring method: adds a row per criterion, then Pros and Cons (CONTRACT section 9). */
  method?: ScoringMethod | null;
  /** The panel's language (default: the one around it, English unless set). */
  locale?: Locale;
}

export function ComparePanel({
  selection,
  title,
  description,
  oneProviderPrompt,
  headingLevel = 2,
  id,
  method,
  locale,
}: ComparePanelProps) {
  const say = useLocaleSay(locale);
  const chosen = useValue(selection.selectedProviders);
  const prompt = chosen.length === 1 ? oneProviderPrompt : undefined;

  return (
    <InLocale locale={locale}>
      <section className="wy-compare" id={id} aria-labelledby={id ? `${id}-title` : undefined}>
        {/* The section is the size container; the box inside pads by its width (an element cannot query itself). */}
        <div className="wy-compare__box">
          <div className="wy-compare__header">
            <div>
              <Heading level={headingLevel} className="wy-compare__title" id={id ? `${id}-title` : undefined}>
                {title}
              </Heading>
              <p className="wy-compare__description">{description}</p>
            </div>
            <div className="wy-compare__status">
              <span className="wy-compare__count" role="status">
                {say('{0} of {1} selected', chosen.length, MAX_COMPARED)}
              </span>
              {chosen.length > 0 && (
                <button type="button" className="wy-button wy-button--ghost wy-button--small" onClick={selection.clear}>
                  {say('Clear comparison')}
                </button>
              )}
            </div>
          </div>

          {chosen.length === 0 ? (
            <p className="wy-compare__empty">{say('Choose “Add to Compare” on any provider to see it here, side by side.')}</p>
          ) : prompt ? (
            <OneProviderPrompt prompt={prompt} provider={chosen[0]!} onRemove={selection.remove} />
          ) : (
            <CompareTable title={title} chosen={chosen} method={method} onRemove={selection.remove} />
          )}
        </div>
      </section>
    </InLocale>
  );
}
