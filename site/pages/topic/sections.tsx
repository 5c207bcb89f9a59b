/** The content sections a topic page may hold (content/types.ts TopicSection), one renderer each. */
import { useSay } from '../../../lib/i18n/say';
import { OutboundLink } from '../../../lib/widgets';
import type { TopicSection } from '../../content/types';
import { JsonLd } from './JsonLd';

const idOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function TopicSectionView({ section }: { section: TopicSection }) {
  const id = idOf(section.title);
  return (
    <section className={`ws-section ws-topic-section ws-topic-section--${section.kind}`} aria-labelledby={`${id}-title`} id={id}>
      <div className="ws-container">
        <header className="ws-section__header">
          <h2 id={`${id}-title`}>{section.title}</h2>
          {'intro' in section && section.intro && <p>{section.intro}</p>}
        </header>
        <SectionBody section={section} />
      </div>
    </section>
  );
}

function SectionBody({ section }: { section: TopicSection }) {
  const say = useSay();
  switch (section.kind) {
    case 'prose':
      return (
        <div className="ws-prose">
          {section.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      );
    case 'cards':
      return (
        <ol className="ws-tiles ws-tiles--numbered">
          {section.cards.map((card) => (
            <li key={card.title} className="ws-tile">
              <h3>{card.title}</h3>
              <p>{card.body}</p>
            </li>
          ))}
        </ol>
      );
    case 'checklist':
      return (
        <ul className="ws-checklist">
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'faq':
      return (
        <>
          <div className="ws-faq">
            {section.items.map((item) => (
              <details key={item.question} className="ws-faq__item">
                <summary>
                  <h3>{item.question}</h3>
                </summary>
                <p>{item.answer}</p>
              </details>
            ))}
          </div>
          <JsonLd of={(ld) => ld.faqPage(section.items)} />
        </>
      );
    case 'stacks':
      return (
        <ul className="ws-tiles">
          {section.stacks.map((stack) => (
            <li key={stack.name} className="ws-tile ws-stack">
              <h3>{stack.name}</h3>
              <p>{stack.description}</p>
              <ul className="ws-stack__products" aria-label={say('{0} products', stack.name)}>
                {stack.products.map((product) => (
                  <li key={product.name}>
                    <OutboundLink href={product.url} provider={product.name}>
                      {product.name}
                      <span className="wy-visually-hidden">{` ${say('(opens in a new tab)')}`}</span>
                    </OutboundLink>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      );
    case 'brands':
      return (
        <ul className="ws-tiles">
          {section.brands.map((brand) => (
            <li key={brand.label} className="ws-tile ws-brand">
              <span className="wy-badge wy-badge--accent">{say(brand.label)}</span>
              <h3>{brand.brand}</h3>
              <p className="ws-brand__product">{brand.product}</p>
              <p className="ws-brand__price">
                <strong>{brand.priceRange}</strong>
                {` ${say('per month')}`}
              </p>
              <p>{brand.summary}</p>
              <OutboundLink href={brand.url} provider={brand.brand} className="wy-button wy-button--primary wy-button--small">
                {say('View Product')}
                <span className="wy-visually-hidden">{`${say(': {0}', brand.brand)} ${say('(opens in a new tab)')}`}</span>
              </OutboundLink>
            </li>
          ))}
        </ul>
      );
  }
}
