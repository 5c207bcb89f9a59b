'use client';
/** With exactly one provider chosen, a page may show this instead of a one-column table: what to do next, and the one choice. */
import { useSay } from '../../i18n/say';
import type { Provider } from '../../model';
import { shownName } from '../../model/provider';

export interface OneProviderPrompt {
  title: string;
  hint: string;
}

export function OneProviderPrompt({
  prompt,
  provider,
  onRemove,
}: {
  prompt: OneProviderPrompt;
  provider: Provider;
  onRemove: (name: string) => void;
}) {
  const say = useSay();
  return (
    <div className="wy-compare__empty wy-compare__prompt">
      <p className="wy-compare__prompt-title">{prompt.title}</p>
      <p className="wy-compare__prompt-hint">{prompt.hint}</p>
      <p className="wy-compare__chip">
        <span>{shownName(provider)}</span>
        <button type="button" className="wy-button wy-button--ghost wy-button--small" onClick={() => onRemove(provider.name)}>
          {say('Remove')} <span className="wy-visually-hidden">{shownName(provider)}</span>
        </button>
      </p>
    </div>
  );
}
