/** The compare button's three states (SPEC section 4). */
export interface CompareButtonState {
  label: 'Remove from Compare' | 'Add to Compare' | 'Compare Limit Reached';
  disabled: boolean;
}

export function compareButton(isSelected: boolean, canSelectMore: boolean): CompareButtonState {
  if (isSelected) return { label: 'Remove from Compare', disabled: false };
  if (canSelectMore) return { label: 'Add to Compare', disabled: false };
  return { label: 'Compare Limit Reached', disabled: true };
}
