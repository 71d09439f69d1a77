-- Family members added and edited by the patient (spec sections 3, 4 and 5): the fields the form
-- asks for that the first table lacked, one document id per member of an account, and the saves
-- that wait for the code sent to the member's mobile.
alter table family_members add column email text;
alter table family_members add column country_id integer references countries (id);
alter table family_members add column updated_at timestamptz;

-- 'Duplicate document id. Please enter a unique Document id': also when two saves race.
create unique index family_members_user_document_idx on family_members (user_id, document_id)
  where document_id is not null;

-- An add (family_member_id null) or an edit that changes the mobile, held until the code sent to
-- the member's mobile is entered (POST /user/verifyfamilyotp). id is the client's referenceId;
-- challenge_id the code's current challenge (a resend replaces it). Nothing here links a member to
-- a hospital record: the member row is written only once the code is right.
create table family_member_pending (
  id uuid primary key,
  user_id integer not null references users (id) on delete cascade,
  family_member_id integer references family_members (id) on delete cascade,
  challenge_id uuid references otp_challenges (id) on delete set null,
  first_name text not null,
  last_name text not null,
  email text not null,
  calling_code text not null,
  mobile text not null,
  date_of_birth date not null,
  gender_id smallint not null references genders (id),
  country_id integer not null references countries (id),
  relation_id smallint not null references relations (id),
  document_type_id smallint not null references document_types (id),
  document_id text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  completed_at timestamptz
);
create index family_member_pending_user_idx on family_member_pending (user_id);
