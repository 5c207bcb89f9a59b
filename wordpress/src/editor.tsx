/**
 * The block's editor: pick a Worthy list (grouped by vertical and market, from Worthy's registry),
 * set the rest in the sidebar, and see the list as readers will — the real embed renders it in
 * the editor's canvas. Only the block comment is saved; the page's HTML comes from render.php.
 * The @wordpress/* packages are WordPress's own at run time (scripts/wordpress.mjs keeps them external);
 * its words come from the plugin's translations (languages/, wp_set_script_translations).
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { registerBlockType, type BlockConfiguration, type BlockEditProps } from '@wordpress/blocks';
import { PanelBody, Placeholder, RangeControl, SelectControl, TextControl, ToggleControl } from '@wordpress/components';
import { __, _x, sprintf } from '@wordpress/i18n';
import { FR_LISTS, FR_VERTICAL_NAMES } from '../../lib/i18n/fr-CA/lists';
import { typeset } from '../../lib/i18n/fr-CA/typography';
import { isCanadaListKey, LISTS, type ListRecord } from '../../lib/model/lists';
import { VERTICALS, VERTICAL_NAMES } from '../../lib/model/verticals';
import metadata from '../plugin/block/block.json';

type Attributes = {
  category: string;
  limit?: number;
  compare: boolean;
  theme: 'light' | 'dark' | 'auto';
  partner: string;
  fit: boolean;
  weights: string;
};

const PARTNER = /^[A-Za-z0-9_-]{1,64}$/;
/**
 * The embed's language in this translation ('fr-CA' in the French one), as the server's list is
 * written (includes/lists.php): the preview and the lists' titles speak it too.
 */
const FRENCH = _x('en', 'embed language', 'worthy-rankings') === 'fr-CA';
const verticalName = (vertical: ListRecord['vertical']) => (FRENCH ? FR_VERTICAL_NAMES : VERTICAL_NAMES)[vertical].long;
const listTitle = (list: ListRecord) => (FRENCH && isCanadaListKey(list.key) ? typeset(FR_LISTS[list.key].title) : list.title);
const MARKETS: ReadonlyArray<[ListRecord['market'], string]> = [
  ['us', __('United States', 'worthy-rankings')],
  ['ca', __('Canada', 'worthy-rankings')],
];

/** The lists' titles, one group per vertical and market, in the order of Worthy's hubs. */
function ListOptions() {
  return (
    <>
      <option value="">{__('Choose a list…', 'worthy-rankings')}</option>
      {VERTICALS.flatMap((vertical) =>
        MARKETS.map(([market, marketName]) => (
          <optgroup key={`${vertical}-${market}`} label={`${verticalName(vertical)} · ${marketName}`}>
            {LISTS.filter((list) => list.vertical === vertical && list.market === market).map((list) => (
              <option key={list.key} value={list.key}>
                {listTitle(list)}
              </option>
            ))}
          </optgroup>
        )),
      )}
    </>
  );
}

function ListPicker({ value, onChange }: { value: string; onChange: (key: string) => void }) {
  return (
    <SelectControl __nextHasNoMarginBottom label={__('List', 'worthy-rankings')} value={value} onChange={onChange}>
      <ListOptions />
    </SelectControl>
  );
}

function Edit({ attributes, setAttributes }: BlockEditProps<Attributes>) {
  const { category, limit, compare, theme, partner, fit, weights } = attributes;
  const blockProps = useBlockProps();
  const known = LISTS.some((list) => list.key === category);
  const partnerValid = !partner || PARTNER.test(partner);

  const sidebar = (
    <InspectorControls>
      <PanelBody title={__('Worthy list', 'worthy-rankings')}>
        <ListPicker value={known ? category : ''} onChange={(key) => setAttributes({ category: key })} />
        <RangeControl
          __nextHasNoMarginBottom
          label={__('Providers shown', 'worthy-rankings')}
          help={limit ? undefined : __('All of the list’s providers.', 'worthy-rankings')}
          min={1}
          max={50}
          value={limit}
          allowReset
          onChange={(value) => setAttributes({ limit: value ?? undefined })}
        />
        <ToggleControl
          __nextHasNoMarginBottom
          label={__('Compare buttons and table', 'worthy-rankings')}
          checked={compare}
          onChange={(value) => setAttributes({ compare: value })}
        />
        <SelectControl
          __nextHasNoMarginBottom
          label={__('Colours', 'worthy-rankings')}
          value={theme}
          options={[
            { value: 'light', label: __('Light', 'worthy-rankings') },
            { value: 'dark', label: __('Dark', 'worthy-rankings') },
            { value: 'auto', label: __('Follow the reader’s system', 'worthy-rankings') },
          ]}
          onChange={(value) => setAttributes({ theme: value as Attributes['theme'] })}
        />
        <TextControl
          __nextHasNoMarginBottom
          label={__('Partner id', 'worthy-rankings')}
          value={partner}
          help={
            partnerValid
              ? __('Empty: the default from Settings → Worthy.', 'worthy-rankings')
              : __('Only letters, digits, hyphens and underscores, at most 64: this id will be ignored.', 'worthy-rankings')
          }
          onChange={(value) => setAttributes({ partner: value.trim() })}
        />
        <ToggleControl
          __nextHasNoMarginBottom
          label={__('Find your fit: readers can re-weigh the ranking', 'worthy-rankings')}
          checked={fit}
          onChange={(value) => setAttributes({ fit: value })}
        />
        {fit && (
          <TextControl
            __nextHasNoMarginBottom
            label={__('Preset weights', 'worthy-rankings')}
            value={weights}
            help={__('Criterion ids with 0 to 3, such as privacy:3,price:1. Empty: ours.', 'worthy-rankings')}
            onChange={(value) => setAttributes({ weights: value.replace(/\s+/g, '') })}
          />
        )}
      </PanelBody>
    </InspectorControls>
  );

  if (!known) {
    return (
      <div {...blockProps}>
        {sidebar}
        <Placeholder
          icon="star-filled"
          label={__('Worthy ranked list', 'worthy-rankings')}
          instructions={
            category
              ? // translators: %s: what the block names as its list.
                sprintf(__('“%s” is not a Worthy list. Choose one:', 'worthy-rankings'), category)
              : __('Choose the ranking to show:', 'worthy-rankings')
          }
        >
          <ListPicker value="" onChange={(key) => setAttributes({ category: key })} />
        </Placeholder>
      </div>
    );
  }
  return (
    <div {...blockProps}>
      {sidebar}
      {/* The live list, as readers see it. A preview: inert, so a click on it never leaves the editor
          (set through a ref: the React that WordPress 6.3-6.5 ships does not know the attribute). */}
      <div ref={(preview) => preview?.setAttribute('inert', '')}>
        <worthy-ranked-list
          category={category}
          limit={limit ? String(limit) : undefined}
          compare={String(compare)}
          theme={theme}
          partner={partnerValid && partner ? partner : undefined}
          fit={fit ? 'true' : undefined}
          weights={fit && weights ? weights : undefined}
          lang={FRENCH ? 'fr-CA' : undefined}
        />
      </div>
    </div>
  );
}

// block.json is the block's metadata (WordPress registers it in PHP too); a JSON import widens its
// literal types, so it is read as the configuration it is.
registerBlockType<Attributes>(metadata as unknown as BlockConfiguration<Attributes>, { edit: Edit, save: () => null });
