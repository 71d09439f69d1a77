-- Identity proof (SECURITY.md): a family member's own mobile counts for linking hospital records
-- only once a one-time code sent to it was entered. Until now members were created only by the demo
-- seed, from the hospital's own records, so the rows already here are taken as proven.
alter table family_members add column mobile_verified_at timestamptz;
update family_members set mobile_verified_at = created_at;

-- An Emirates ID on an account proves who it belongs to only when UAE PASS asserted it. Accounts
-- made through UAE PASS carry the one it asserted.
alter table users add column document_verified_at timestamptz;
update users set document_verified_at = created_at
  where uae_pass_uuid is not null and document_type_id = 1 and document_id is not null;

-- A UAE PASS round trip started by a signed-in user links UAE PASS to that account on return.
alter table uaepass_states add column link_user_id integer references users (id) on delete cascade;
