-- Transparent scoring (CONTRACT sections 7 and 9): the optional columns a row may carry.
--   scores       jsonb   criterion id -> score 0-5 under the list's published method
--   pros, cons   text[]  short editorial notes
--   verified_at  date    when the row's price, rate and offer were last checked
-- Rows without them stay valid; promo may now be null (no current offer). The constraints refuse what the row validator
-- (lib/data/scoring.ts) would drop, so a bad value is stopped at the door.
--
-- Re-running is safe: "add column if not exists", constraints dropped and re-added, views replaced.

alter table public.providers
  add column if not exists scores jsonb,
  add column if not exists pros text[],
  add column if not exists cons text[],
  add column if not exists verified_at date;

-- A promo is a real offer (a discount, a free period, a bonus, a rate) or nothing: null, not ''.
alter table public.providers alter column promo drop not null;
alter table public.providers alter column promo drop default;

alter table public.providers drop constraint if exists providers_scores_object;
alter table public.providers add constraint providers_scores_object
  check (scores is null or jsonb_typeof(scores) = 'object');
alter table public.providers drop constraint if exists providers_notes_no_nulls;
alter table public.providers add constraint providers_notes_no_nulls
  check (array_position(pros, null) is null and array_position(cons, null) is null);

comment on column public.providers.scores is 'Criterion id -> score 0-5 under the list''s published scoring method.';
comment on column public.providers.verified_at is 'When the row''s price, rate and offer were last checked.';

-- Every list view shows the new columns too (appended, so "create or replace" keeps the old ones).
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
                        where c.table_schema = 'public' and c.table_name = u.view_name and c.column_name = 'verified_at')
  loop
    execute format(
      $view$
        create or replace view public.%I with (security_invoker = true) as
        select name, logo, url, review, promo, promo_code, promo_detail, rating, user_votes,
               features, starting_price, is_worthy_partner, display_order,
               scores, pros, cons, verified_at
        from public.providers
        where list_key = %L
      $view$,
      list_key, list_key);
  end loop;
end
$$;
