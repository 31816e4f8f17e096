-- Issue 13: the company list counts each listed company's jobs (all, and those posted and running) from
-- this index alone: it carries the columns of the "active" test, so the count needs no visit to the job
-- rows (an index-only scan once the table is vacuumed).
drop index jobs_company_posting;
create index jobs_company_posting on jobs (company_id, posting_date desc, id desc)
  include (approval_status, active, expiration_date)
  where deleted_at is null;
