-- Issue 13: the company list's pages are kept per value of the companies counter (src/routes/companies.ts).
-- A page also shows each company's job counts, so every statement that may change them bumps the counter
-- too: a job added or removed, or a change of its company, deletion, approval, activity or dates. Other job
-- writes (text, pay, counters) leave the kept pages alone.
create trigger jobs_companies_counter
  after insert or delete or update of company_id, deleted_at, approval_status, active, posting_date,
    expiration_date or truncate on jobs
  for each statement execute function bump_change_counter('companies');
