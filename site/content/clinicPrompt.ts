/** Words more than one topic pair shows. */
import type { CompareWords } from './types';

/** SPEC section 2: the GLP-1 and NAD+ compare panels ask for a second clinic. */
export const clinicPrompt: CompareWords['oneProviderPrompt'] = {
  title: 'Select at least two clinics to activate a side-by-side comparison',
  hint: 'Add one more provider to enable the full comparison table',
};
