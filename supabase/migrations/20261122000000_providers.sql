-- Provider lists: one table for all 49 lists, read through one view per list key (next migration).
--
-- Why one table plus views rather than 49 tables: the columns, constraints, index and row-level
-- security policy exist once, so they cannot drift between lists; moving a provider or fixing a
-- rating is an UPDATE, not a schema change; and the views keep the REST path the site calls,
-- GET /rest/v1/<list_key>?select=*&order=display_order.asc,rating.desc (CONTRACT section 7).
--
-- The constraints mirror the row validator (lib/data/toProvider.ts) where SQL can, so bad rows are
-- refused at the door instead of being dropped or repaired in every visitor's browser.
--
-- Re-running is safe: every statement is idempotent (if not exists, drop ... if exists, revoke and
-- grant), so pasting this file into the SQL editor twice changes nothing and keeps the rows.
-- A later change to the table belongs in a new migration: "if not exists" does not alter a table
-- that already exists.

create table if not exists public.providers (
  list_key text not null
    constraint providers_list_key_known check (list_key in (
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
      'subscription_box_providers_canada'
    )),
  name text not null
    constraint providers_name_not_blank check (name ~ '\S'),
  logo text
    constraint providers_logo_http check (logo is null or logo ~* '^https?://[^\s/?#]+'),
  url text not null
    constraint providers_url_http check (url ~* '^https?://[^\s/?#]+'),
  review text
    constraint providers_review_http check (review is null or review ~* '^https?://[^\s/?#]+'),
  promo text not null default '',
  promo_code text,
  promo_detail text not null default '',
  -- Two decimals: what the cards show.
  rating numeric(3, 2) not null
    constraint providers_rating_0_to_5 check (rating between 0 and 5),
  user_votes integer not null default 0
    constraint providers_user_votes_not_negative check (user_votes >= 0),
  -- text[] reaches the browser as a JSON array of strings; the validator removes null elements.
  features text[] not null default '{}'
    constraint providers_features_no_nulls check (array_position(features, null) is null),
  starting_price text,
  is_worthy_partner boolean not null default false,
  display_order integer not null default 0,
  -- A name is a provider's identity within its list (SPEC section 3).
  constraint providers_pkey primary key (list_key, name)
);

comment on table public.providers is
  'Ranked providers of every list; read through the view named after each list key.';

-- Serves the one read the site makes: one list, display_order ascending, then rating descending.
create index if not exists providers_list_order_idx
  on public.providers (list_key, display_order, rating desc);

-- Visitors are anonymous and read-only (SPEC section 6). Forced, so the policy binds the table
-- owner too unless it bypasses RLS explicitly (service_role and postgres do on Supabase).
alter table public.providers enable row level security;
alter table public.providers force row level security;

drop policy if exists "Provider lists are public" on public.providers;
create policy "Provider lists are public" on public.providers
  for select to anon, authenticated using (true);

-- Supabase's default privileges give anon and authenticated ALL on every new table. The views
-- run with the caller's rights, so both roles keep SELECT here and nothing else: without
-- TRUNCATE (which RLS does not cover), the table cannot be emptied through the API.
revoke all on public.providers from public, anon, authenticated;
grant select on public.providers to anon, authenticated;
grant all on public.providers to service_role;
