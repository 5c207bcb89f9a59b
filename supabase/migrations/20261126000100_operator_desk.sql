-- The operator's desk (CONTRACT section 14): `npm run data:push` replaces whole lists in one call,
-- and `npm run report:clicks -- --html` reads the clicks per day. Both are service role only.
--
-- public.replace_provider_lists takes { "<list_key>": [row, ...], ... } as jsonb and, for each key,
-- deletes the list's rows and inserts the given ones. A function call is one statement, so it runs
-- in one transaction: a reader sees each list whole, before or after, and any refused row (a check
-- constraint, a duplicate name, an unknown list key) rolls back every list of the call. It touches
-- public.providers only: click counts and partners are never read or written here.
--
-- Re-running is safe: functions are replaced, grants idempotent.

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
    -- The widgets keep at most 50 providers (CONTRACT section 7): more is a mistake, not a list.
    if jsonb_array_length(list_rows) > 50 then
      raise exception '% has % rows; a list holds at most 50', key, jsonb_array_length(list_rows) using errcode = '22023';
    end if;
    delete from public.providers p where p.list_key = key;
    -- Columns a row leaves out take the table's defaults, as an insert that omits them would.
    insert into public.providers as p (
      list_key, name, logo, url, review, promo, promo_code, promo_detail, rating, user_votes,
      features, starting_price, is_worthy_partner, display_order, scores, pros, cons, verified_at, fr
    )
    select key, r.name, r.logo, r.url, r.review, r.promo, r.promo_code, coalesce(r.promo_detail, ''),
           r.rating, coalesce(r.user_votes, 0), coalesce(r.features, '{}'), r.starting_price,
           coalesce(r.is_worthy_partner, false), coalesce(r.display_order, 0), r.scores, r.pros, r.cons,
           r.verified_at, r.fr
    from jsonb_populate_recordset(null::public.providers, list_rows) as r;
    list := key;
    providers := jsonb_array_length(list_rows);
    return next;
  end loop;
end;
$$;

comment on function public.replace_provider_lists(jsonb) is
  'Replaces whole provider lists in one transaction (npm run data:push); service role only.';

revoke all on function public.replace_provider_lists(jsonb) from public, anon, authenticated;
grant execute on function public.replace_provider_lists(jsonb) to service_role;

-- Clicks per day and surface between two days (inclusive), every day of the range present:
-- a day without clicks is a zero, so a chart shows the gap instead of hiding it.
create or replace function public.click_days(from_day date, to_day date)
returns table (day date, surface text, clicks bigint)
language sql
stable
security invoker
set search_path = ''
as $$
  select d.day::date, s.surface, coalesce(sum(c.clicks), 0)::bigint
  from generate_series(click_days.from_day, click_days.to_day, interval '1 day') as d(day)
  cross join (values ('site'), ('embed')) as s(surface)
  left join public.click_counts c on c.day = d.day::date and c.surface = s.surface
  group by d.day, s.surface
  order by d.day, s.surface;
$$;

revoke all on function public.click_days(date, date) from public, anon, authenticated;
grant execute on function public.click_days(date, date) to service_role;
