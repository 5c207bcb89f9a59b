/** The styles that come with the embed's second file (./extras.ts): the compare table's and the opened breakdown's. */
import table from '../widgets/ComparePanel/CompareTable.css?inline';
import details from '../widgets/ProviderCard/BreakdownDetails.css?inline';

export const EXTRA_CSS = `${table}\n${details}`;
