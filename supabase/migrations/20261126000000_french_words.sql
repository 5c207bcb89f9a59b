-- French words of a row (CONTRACT section 13): an optional `fr` column holding the row's words in
-- Canadian French, in the shape of lib/data/fr/<key>.json's rows:
--   { "promo": …, "promo_detail": …, "starting_price": …, "features": […], "pros": […], "cons": […] }
-- A French page or widget shows these, and the English ones where a row has none. Rows without
-- it stay valid; the scores, ranks and numbers are the row's own, in both languages.
--
-- Re-running is safe: "add column if not exists", the constraint dropped and re-added, views
-- replaced. The operator's push (next migration) carries the column too.

alter table public.providers add column if not exists fr jsonb;

alter table public.providers drop constraint if exists providers_fr_object;
alter table public.providers add constraint providers_fr_object
  check (fr is null or jsonb_typeof(fr) = 'object');

comment on column public.providers.fr is
  'The row''s words in Canadian French (promo, promo_detail, starting_price, features, pros, cons); null: English only.';

-- Every list view shows the column too (appended, so "create or replace" keeps the others).
do $$
declare
  list_key text;
begin
  -- Views that have the column already are left alone: a later migration may have appended
  -- more, which "create or replace" could not drop again.
  for list_key in
    select u.view_name from information_schema.view_table_usage u
     where u.view_schema = 'public' and u.table_schema = 'public' and u.table_name = 'providers'
       and not exists (select 1 from information_schema.columns c
                        where c.table_schema = 'public' and c.table_name = u.view_name and c.column_name = 'fr')
  loop
    execute format(
      $view$
        create or replace view public.%I with (security_invoker = true) as
        select name, logo, url, review, promo, promo_code, promo_detail, rating, user_votes,
               features, starting_price, is_worthy_partner, display_order,
               scores, pros, cons, verified_at, fr
        from public.providers
        where list_key = %L
      $view$,
      list_key, list_key);
  end loop;
end
$$;
