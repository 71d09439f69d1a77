-- UAE PASS sign-in (OpenID Connect authorization code). Nothing of a sign-in in progress lives in
-- process memory: the state of each authorization request and the verified identity of a first-time
-- user wait here, so any server can finish what another started.

-- Already part of 0001 (and of 0002_identity); guarded so that this file applies in any order.
alter table users add column if not exists uae_pass_uuid text unique;
alter table auth_sessions add column if not exists via_uae_pass boolean not null default false;

-- One row per authorization request. Only hashes of the state and of the browser-binding cookie are
-- kept; the PKCE verifier and nonce are needed in clear for the token request and ID token check.
create table if not exists uaepass_states (
  state_hash text primary key,
  binding_hash text not null,
  nonce text,
  code_verifier text not null,
  redirect_uri text not null,
  brand text,
  sop1_retry boolean not null default false,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  consumed_at timestamptz
);
create index if not exists uaepass_states_expires_idx on uaepass_states (expires_at);

-- A verified UAE PASS identity without a portal account, waiting for registeruaepassuser. Holds the
-- provider-asserted details (personal data), so it lives minutes, not days.
create table if not exists uaepass_registrations (
  id uuid primary key,
  uae_pass_uuid text not null,
  user_type text not null,
  prospect jsonb not null,
  attempts integer not null default 0,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  consumed_at timestamptz,
  user_id integer references users (id) on delete set null
);
create index if not exists uaepass_registrations_expires_idx on uaepass_registrations (expires_at);
