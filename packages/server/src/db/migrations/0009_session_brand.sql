-- A session belongs to the brand site it was opened on (README, "One server, many brands"): its
-- refresh and access tokens are refused on every other brand's site. Sessions opened before this
-- migration have none and are refused everywhere: their users sign in again.
alter table auth_sessions add column brand text;
