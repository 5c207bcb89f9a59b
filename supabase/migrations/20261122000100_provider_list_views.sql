-- One view per list key, named exactly as the key, so the site's one read,
-- GET /rest/v1/<list_key>?select=*&order=display_order.asc,rating.desc, finds a relation by that
-- name. Each view shows one list's rows with the SPEC section 3 columns (list_key is implied).
--
-- security_invoker: a view otherwise reads the table with its owner's rights (postgres, which
-- bypasses row-level security), so the policy on public.providers would not apply to visitors.
--
-- Re-running is safe: a view that exists is left as it is (a later migration may have added
-- columns, which "create or replace" could not drop again); revoke and grant are idempotent.

do $$
declare
  list_key text;
begin
  foreach list_key in array array[
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
  ] loop
    if to_regclass(format('public.%I', list_key)) is null then execute format(
      $view$
        create view public.%I with (security_invoker = true) as
        select name, logo, url, review, promo, promo_code, promo_detail, rating, user_votes,
               features, starting_price, is_worthy_partner, display_order
        from public.providers
        where list_key = %L
      $view$,
      list_key, list_key);
    end if;
    -- Simple views accept INSERT, UPDATE and DELETE; Supabase's default privileges would grant
    -- them to anon. Visitors read, nothing else.
    execute format('revoke all on public.%I from public, anon, authenticated', list_key);
    execute format('grant select on public.%I to anon, authenticated, service_role', list_key);
    execute format('comment on view public.%I is %L', list_key,
      'Providers of the list ' || list_key || ', as the site reads them.');
  end loop;
end
$$;
