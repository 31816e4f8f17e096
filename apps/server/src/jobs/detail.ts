import type { Queryable } from "../db/Database.ts";
import { withCandidateTotals } from "../matching/candidateTotals.ts";
import { addonsOf, type ListRow, listSelect, tagsOf, toAddon, toListItem } from "./rows.ts";

interface DetailRow extends ListRow {
  company_id: number;
  job_type: string;
  additional_experience: string | null;
  home_time: string;
  required_experience: string;
  job_description: string;
  driver_unload: boolean;
  expected_pay: string;
  salary_type: string;
  signon_bonus: string;
  starting_bonus: string;
  benefits: string[];
  endorsements: string[];
  street1: string | null;
  country: string;
  postal_code: string | null;
  longitude: number;
  latitude: number;
  cost: string;
  video_url: string | null;
}

/** One job with everything of the detail; undefined when missing or (with `companyId`) another company's. */
export const readJobDetail = async (q: Queryable, id: number, companyId: number | undefined) => {
  const [row] = await q.query<DetailRow>(
    `${listSelect}, j.company_id, j.job_type, j.additional_experience, j.home_time, j.required_experience,
            j.job_description, j.driver_unload, j.expected_pay, j.salary_type, j.signon_bonus, j.starting_bonus,
            j.benefits, j.endorsements, j.street1, j.country, j.postal_code, j.longitude, j.latitude, j.cost,
            j.video_url
       from jobs j where j.id = $1 and j.deleted_at is null and ($2::integer is null or j.company_id = $2)`,
    [id, companyId ?? null],
  );
  if (!row) return undefined;
  const addons = await addonsOf(q, [row.id]);
  return {
    id: row.id,
    companyId: row.company_id,
    title: row.title,
    jobType: row.job_type,
    additionalExperience: row.additional_experience,
    homeTime: row.home_time,
    requiredExperience: row.required_experience,
    jobDescription: row.job_description,
    driverUnload: row.driver_unload,
    expectedPay: Number(row.expected_pay),
    salaryType: row.salary_type,
    signOnBonus: Number(row.signon_bonus),
    startingBonus: Number(row.starting_bonus),
    benefits: row.benefits,
    endorsements: row.endorsements,
    address: row.street1,
    city: row.city,
    state: row.state,
    coordinates: [row.longitude, row.latitude] as const,
    country: row.country,
    zipCode: row.postal_code,
    cost: Number(row.cost),
    addons: addons.map(toAddon),
    videoUrl: row.video_url,
    status: row.status,
    autoRenew: row.auto_renew,
    tags: tagsOf(row.tags),
    postingDate: row.posting_date,
    nextBillingDate: row.next_billing_date,
    expirationDate: row.expiration_date,
    boostActive: row.boost_active,
    boostRemainingDays: row.boost_remaining_days,
    renewalCanceledAt: row.renewal_canceled_at,
    renewalCancellationReason: row.renewal_cancellation_reason,
  };
};

/** One list item; undefined when missing or (with `companyId`) another company's. */
export const readListItem = async (q: Queryable, id: number, companyId: number | undefined) => {
  const [row] = await q.query<ListRow>(
    `${listSelect} from jobs j where j.id = $1 and j.deleted_at is null and ($2::integer is null or j.company_id = $2)`,
    [id, companyId ?? null],
  );
  return row ? (await withCandidateTotals(q, [toListItem(row)]))[0] : undefined;
};
