import { type APIRequestContext, expect } from "@playwright/test";
import { demoPassword } from "./shell-helpers.ts";

/** The invoice company's user: its jobs are posted and paid by invoice, with no card. */
export const invoiceUser = "invoiceuser@haulboard.test";

/** Signs `email` in through the API; answers the Authorization header of its session. */
export const apiLogin = async (request: APIRequestContext, email: string, deviceId = "e2eapi01") => {
  const login = await request.post("/api/v1/auth/login", {
    data: { email, password: demoPassword, device_id: deviceId },
  });
  expect(login.status(), `${email}: ${await login.text()}`).toBe(200);
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  return { authorization: `Bearer ${token}` };
};

/**
 * A job of the invoice company, posted and paid through the API (one address in Tulsa, no add-ons) so a
 * journey starts from fresh data no other journey changes; answers its id.
 */
export const postInvoiceJob = async (
  request: APIRequestContext,
  employer: { readonly authorization: string },
  title: string,
  description = "<p>Regional lanes, home weekly.</p>",
): Promise<number> => {
  const posted = await request.post("/api/v1/jobs", {
    headers: employer,
    data: {
      title,
      job_type: "dry_van",
      additional_experience: null,
      home_time: "HW",
      required_experience: "Y1",
      job_description: description,
      driver_unload: false,
      expected_pay: 1400,
      signon_bonus: 0,
      starting_bonus: 0,
      benefits: ["health"],
      endorsements: ["H"],
      salary_type: "weekly",
      addons: [],
      addresses: [
        {
          street1: "1200 Depot Rd",
          city: "Tulsa",
          state: "OK",
          coordinates: [-95.99, 36.15],
          country: "US",
          postal_code: "74103",
        },
      ],
      video_url: null,
    },
  });
  expect(posted.status(), await posted.text()).toBe(200);
  const { jobs_post_token, jobs } = (
    (await posted.json()) as { data: { jobs_post_token: string; jobs: { id: number }[] } }
  ).data;
  const charged = await request.post("/api/v1/payment/company/invoice/charge", {
    headers: employer,
    data: { secret_token: jobs_post_token, action_type: "new_job" },
  });
  expect(charged.status(), await charged.text()).toBe(200);
  const [job] = jobs;
  if (job === undefined) throw new Error("the post answered no job");
  return job.id;
};
