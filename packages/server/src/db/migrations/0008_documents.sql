-- Uploaded documents (spec section 3, Uploaded documents): identity and insurance papers of the
-- patient and of each family member, one file per document type and side. Files move out of the
-- database into the file storage (adapters/storage: a folder by default, or an S3 bucket); a row
-- keeps who owns the file and what it is, and its storage key in file_name.

-- Profile images stored in the database cannot be copied to the storage by SQL: they are dropped,
-- and their owners see no picture until they upload one again.
update users set profile_img_url = null, profile_img_file_name = null where profile_img_url is not null;
delete from user_files;
alter table user_files drop column content;

-- A document's owner is user_id; family_member_id names the member it belongs to (null: the
-- account holder). Types 1 Emirates ID, 2 labour card, 3 driving licence, 4 passport, 6 insurance;
-- sides 1 front, 2 back.
alter table user_files
  add column family_member_id integer references family_members (id) on delete cascade,
  add column document_type smallint check (document_type in (1, 2, 3, 4, 6)),
  add column document_side smallint check (document_side in (1, 2)),
  add column original_name text check (char_length(original_name) between 1 and 255),
  add constraint user_files_document_fields check (
    (kind = 'document') = (document_type is not null and document_side is not null and original_name is not null)
    and (kind = 'document' or family_member_id is null)
  );

-- One file per person, type and side: a new upload replaces the old one.
create unique index user_files_document_slot
  on user_files (user_id, coalesce(family_member_id, 0), document_type, document_side)
  where kind = 'document';
