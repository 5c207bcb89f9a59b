/** The 49 provider list keys of the backend: one table (or view) per key. */
export const US_LIST_KEYS = [
  'glp1_providers',
  'nad_providers',
  'ai_saas_providers',
  'cloud_storage_providers',
  'cybersecurity_providers',
  'developer_tool_providers',
  'web_hosting_providers',
  'form_builder_providers',
  'vpn_providers',
  'credit_card_providers',
  'dating_service_providers',
  'fitness_program_providers',
  'food_beverage_providers',
  'home_service_providers',
  'insurance_providers',
  'investment_platform_providers',
  'mortgage_loan_providers',
  'online_education_providers',
  'savings_account_providers',
  'sleep_optimization_providers',
  'subscription_box_providers',
  'supplement_providers',
  'tax_accounting_providers',
  'telehealth_service_providers',
  'travel_booking_providers',
] as const;

export const CANADA_LIST_KEYS = [
  'glp1_providers_canada',
  'nad_providers_canada',
  'telehealth_providers_canada',
  'supplement_providers_canada',
  'sleep_optimization_providers_canada',
  'fitness_providers_canada',
  'credit_card_providers_canada',
  'savings_account_providers_canada',
  'investment_providers_canada',
  'mortgage_loan_providers_canada',
  'insurance_providers_canada',
  'tax_accounting_providers_canada',
  'vpn_providers_canada',
  'web_hosting_providers_canada',
  'ai_saas_providers_canada',
  'cybersecurity_providers_canada',
  'cloud_storage_providers_canada',
  'developer_tools_providers_canada',
  'travel_booking_providers_canada',
  'home_services_providers_canada',
  'online_education_providers_canada',
  'dating_providers_canada',
  'food_beverage_providers_canada',
  'subscription_box_providers_canada',
] as const;

export type UsListKey = (typeof US_LIST_KEYS)[number];
export type CanadaListKey = (typeof CANADA_LIST_KEYS)[number];
export type ListKey = UsListKey | CanadaListKey;

export const LIST_KEYS: readonly ListKey[] = [...US_LIST_KEYS, ...CANADA_LIST_KEYS];

const known = new Set<string>(LIST_KEYS);

export function isListKey(value: unknown): value is ListKey {
  return typeof value === 'string' && known.has(value);
}

export function isCanadaListKey(key: ListKey): key is CanadaListKey {
  return key.endsWith('_canada');
}
