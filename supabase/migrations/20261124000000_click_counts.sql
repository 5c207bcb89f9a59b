-- Click counts (CONTRACT section 10): which providers readers open, from which list, rank,
-- partner and surface, counted per day. Nothing about the reader is stored: no IP, no user
-- agent, no identifier, no time finer than the day.
--
-- Visitors can only call public.record_click, a security definer function that checks every
-- argument against the real lists, so no input can add a row that is not a real combination:
-- (day, one of the 49 list keys, a provider now in that list, rank 1-50, a partner id the
-- operator registered or 'unregistered' or 'none', 'site' or 'embed'). They can neither read
-- nor change the counts or the partners. The operator reads them with the service role
-- (public.click_report, `npm run report:clicks`).
--
-- Re-running is safe: tables are created if missing, functions replaced, grants idempotent.

-- The partners the operator registers (SQL editor or the service role); their ids are what
-- partners put in the embed's partner attribute.
create table if not exists public.partners (
  id text primary key
    constraint partners_id_format check (id ~ '^[A-Za-z0-9_-]{1,64}$' and id not in ('none', 'unregistered')),
  name text not null
    constraint partners_name_not_blank check (name ~ '\S'),
  created_at timestamptz not null default now()
);

comment on table public.partners is
  'Partners whose embed clicks are counted under their own id; any other partner id counts as unregistered.';

create table if not exists public.click_counts (
  day date not null,
  list_key text not null,
  provider text not null,
  rank smallint not null
    constraint click_counts_rank_1_to_50 check (rank between 1 and 50),
  -- A registered partner's id, 'unregistered' for any other id, 'none' without one (the site's own pages).
  partner text not null,
  surface text not null
    constraint click_counts_surface_known check (surface in ('site', 'embed')),
  clicks bigint not null default 0
    constraint click_counts_clicks_positive check (clicks > 0),
  constraint click_counts_pkey primary key (day, list_key, provider, rank, partner, surface)
);

comment on table public.click_counts is
  'Outbound clicks per day, list, provider, rank, partner and surface. Written only by record_click.';

-- No policy: with row-level security on, the API roles see and change nothing even if a grant
-- slipped in. The tables' owner (record_click runs as it) and the service role are not bound.
alter table public.partners enable row level security;
alter table public.click_counts enable row level security;
revoke all on public.partners, public.click_counts from public, anon, authenticated;
grant all on public.partners, public.click_counts to service_role;

-- record_click runs as the owner of public.providers, whose row-level security is forced: this
-- lets that owner read the lists it checks clicks against (and only read).
drop policy if exists "Click counting reads the lists" on public.providers;
create policy "Click counting reads the lists" on public.providers
  for select to postgres using (true);

create or replace function public.record_click(
  list_key text,
  provider text,
  rank numeric,
  partner text default null,
  surface text default 'site'
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  counted_partner text;
begin
  -- Cheap refusals first, so a huge or malformed argument never reaches a lookup. Every refusal
  -- is silent: a bad call changes nothing and learns nothing.
  if record_click.list_key is null or record_click.provider is null or record_click.rank is null
     or record_click.surface is null
     or length(record_click.list_key) > 64 or length(record_click.provider) > 200
     or record_click.rank < 1 or record_click.rank > 50 or record_click.rank <> trunc(record_click.rank)
     or record_click.surface not in ('site', 'embed') then
    return;
  end if;

  -- The provider must be in that list now (which also makes the list key one of the 49).
  if not exists (
    select 1 from public.providers p
    where p.list_key = record_click.list_key and p.name = record_click.provider
  ) then
    return;
  end if;

  if record_click.partner is null or record_click.partner = '' then
    counted_partner := 'none';
  elsif length(record_click.partner) <= 64
        and exists (select 1 from public.partners r where r.id = record_click.partner) then
    counted_partner := record_click.partner;
  else
    counted_partner := 'unregistered';
  end if;

  insert into public.click_counts as c (day, list_key, provider, rank, partner, surface, clicks)
  values (
    (now() at time zone 'utc')::date,
    record_click.list_key,
    record_click.provider,
    record_click.rank::smallint,
    counted_partner,
    record_click.surface,
    1
  )
  on conflict on constraint click_counts_pkey do update set clicks = c.clicks + 1;
end;
$$;

comment on function public.record_click(text, text, numeric, text, text) is
  'Counts one outbound click; silently ignores anything that is not a real list, provider, rank and surface.';

-- Visitors may count a click and do nothing else.
revoke all on function public.record_click(text, text, numeric, text, text) from public, anon, authenticated;
grant execute on function public.record_click(text, text, numeric, text, text) to anon, authenticated, service_role;

-- The operator's report: clicks per list, provider, rank, partner and surface between two days
-- (inclusive), most clicked first. Service role only.
create or replace function public.click_report(from_day date, to_day date)
returns table (
  list_key text,
  provider text,
  rank smallint,
  partner text,
  partner_name text,
  surface text,
  clicks bigint
)
language sql
stable
security invoker
set search_path = ''
as $$
  select c.list_key, c.provider, c.rank, c.partner, p.name, c.surface, sum(c.clicks)::bigint
  from public.click_counts c
  left join public.partners p on p.id = c.partner
  where c.day between click_report.from_day and click_report.to_day
  group by c.list_key, c.provider, c.rank, c.partner, p.name, c.surface
  order by sum(c.clicks) desc, c.list_key, c.rank, c.provider, c.partner, c.surface;
$$;

revoke all on function public.click_report(date, date) from public, anon, authenticated;
grant execute on function public.click_report(date, date) to service_role;
