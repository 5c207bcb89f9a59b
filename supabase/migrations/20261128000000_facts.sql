-- Facts and reasons of a row (CONTRACT section 15), two optional jsonb columns:
--   facts    fact id -> { "value": …, "source": "<https page>", "checked": "yyyy-mm-dd" }, for the
--            facts of the list's published method (/embed/methods/<key>.json)
--   reasons  criterion id -> one sentence, for the method's judged (not computed) criteria
-- Rows without them stay valid. The widgets check every entry against the method and drop a fact
-- of the wrong type with one console warning; the database holds each column to an object.
--
-- Re-running is safe: "add column if not exists", constraints dropped and re-added, views and the
-- push function replaced.

alter table public.providers add column if not exists facts jsonb;
alter table public.providers add column if not exists reasons jsonb;

alter table public.providers drop constraint if exists providers_facts_object;
alter table public.providers add constraint providers_facts_object
  check (facts is null or jsonb_typeof(facts) = 'object');
alter table public.providers drop constraint if exists providers_reasons_object;
alter table public.providers add constraint providers_reasons_object
  check (reasons is null or jsonb_typeof(reasons) = 'object');

comment on column public.providers.facts is
  'Fact id -> { value, source (https), checked (yyyy-mm-dd) } for the facts of the list''s method; value null: not disclosed.';
comment on column public.providers.reasons is
  'Criterion id -> one sentence on why a judged criterion got its score.';

-- Every list view shows both columns (appended, so "create or replace" keeps the others).
do $$
declare
  list_key text;
begin
  for list_key in
    select u.view_name from information_schema.view_table_usage u
     where u.view_schema = 'public' and u.table_schema = 'public' and u.table_name = 'providers'
       and not exists (select 1 from information_schema.columns c
                        where c.table_schema = 'public' and c.table_name = u.view_name and c.column_name = 'facts')
  loop
    execute format(
      $view$
        create or replace view public.%I with (security_invoker = true) as
        select name, logo, url, review, promo, promo_code, promo_detail, rating, user_votes,
               features, starting_price, is_worthy_partner, display_order,
               scores, pros, cons, verified_at, fr, facts, reasons
        from public.providers
        where list_key = %L
      $view$,
      list_key, list_key);
  end loop;
end
$$;

-- The operator's push carries the two columns too (the function of 20261126000100, with them added).
create or replace function public.replace_provider_lists(lists jsonb)
returns table (list text, providers integer)
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  key text;
  list_rows jsonb;
begin
  if lists is null or jsonb_typeof(lists) <> 'object' then
    raise exception 'lists must be a JSON object of list key to rows' using errcode = '22023';
  end if;
  for key, list_rows in select * from jsonb_each(lists) order by 1 loop
    if jsonb_typeof(list_rows) <> 'array' then
      raise exception 'the rows of % must be a JSON array', key using errcode = '22023';
    end if;
    if jsonb_array_length(list_rows) > 50 then
      raise exception '% has % rows; a list holds at most 50', key, jsonb_array_length(list_rows) using errcode = '22023';
    end if;
    delete from public.providers p where p.list_key = key;
    insert into public.providers as p (
      list_key, name, logo, url, review, promo, promo_code, promo_detail, rating, user_votes,
      features, starting_price, is_worthy_partner, display_order, scores, pros, cons, verified_at, fr,
      facts, reasons
    )
    select key, r.name, r.logo, r.url, r.review, r.promo, r.promo_code, coalesce(r.promo_detail, ''),
           r.rating, coalesce(r.user_votes, 0), coalesce(r.features, '{}'), r.starting_price,
           coalesce(r.is_worthy_partner, false), coalesce(r.display_order, 0), r.scores, r.pros, r.cons,
           r.verified_at, r.fr, r.facts, r.reasons
    from jsonb_populate_recordset(null::public.providers, list_rows) as r;
    list := key;
    providers := jsonb_array_length(list_rows);
    return next;
  end loop;
end;
$$;

revoke all on function public.replace_provider_lists(jsonb) from public, anon, authenticated;
grant execute on function public.replace_provider_lists(jsonb) to service_role;
