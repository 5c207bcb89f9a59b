-- New tables, sequences and functions stay closed to the API roles until a migration opens them.
--
-- A new Supabase project grants anon and authenticated ALL on every table, sequence and function
-- created later in schema public (its default privileges for the postgres role, which runs
-- migrations and the SQL editor). A table added by a future migration or by hand would then be
-- readable and writable with the public anon key unless that migration remembered to revoke.
-- After this, each new object is private until its own migration grants exactly what it needs
-- (as 20261122000000_providers.sql does for its table).
--
-- Re-running is safe: revoking what is not granted changes nothing.

alter default privileges for role postgres in schema public
  revoke all on tables from anon, authenticated;
alter default privileges for role postgres in schema public
  revoke all on sequences from anon, authenticated;
alter default privileges for role postgres in schema public
  revoke all on functions from anon, authenticated;
-- PostgreSQL itself lets PUBLIC (every role, anon included) execute new functions. That default
-- is global, so it can only be revoked globally, not per schema.
alter default privileges for role postgres
  revoke execute on functions from public;
