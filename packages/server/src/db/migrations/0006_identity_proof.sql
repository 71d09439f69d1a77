-- Identity proof (SECURITY.md): a family member's own mobile counts for linking hospital records
-- only once a one-time code sent to it was entered. Until now members were created only by the demo
-- seed, from the hospital's own records, so the rows already here are taken as proven.
alter table family_members add column mobile_verified_at timestamptz;
update family_members set mobile_verified_at = created_at;
