-- Issue 36 #1: an add-on works only once paid. Add-ons chosen on a post that is not paid yet were stored
-- with `paid_at` set (the column defaults to now()): they are not paid. The post's charge marks them paid
-- (payments/charges.ts activatePaidJobs); add-ons added to a posted job wait for payment.payAddons.
update job_addons a set paid_at = null
  from jobs j
 where j.id = a.job_id and j.post_id is not null
   and exists (select 1 from orders o where o.post_id = j.post_id and o.action_type = 'new_job'
                  and o.status not in ('paid', 'APPROVED'));
-- A job's cost (what a renewal charges) counts only the add-ons paid for it once it is posted.
update jobs j set cost = j.cost - u.unpaid
  from (select job_id, sum(cost) as unpaid from job_addons where paid_at is null group by job_id) u
 where u.job_id = j.id and j.approval_status = 'approved';
-- Issue 36 #7: who made a one-time card token. Only that user of that company may pay with it or save it;
-- a token not made here (a saved card's reusable token, another company's) is refused as `card_token`.
create table card_tokens (
  token text primary key,
  company_id integer not null references companies (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  created_at timestamptz not null default now()
);
