import { type APIRequestContext, type BrowserContext, expect, type Page } from "@playwright/test";

/** The demo accounts' password (apps/server README). */
export const demoPassword = "Haulboard#2026";

/** A unique email per run, so journeys that create accounts can run again on the same database. */
export const uniqueEmail = (prefix: string): string =>
  `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@fleet.test`;

/** Skips the first-visit terms dialog of /login for journeys that are not about it. */
export const acceptTermsCookie = async (
  context: BrowserContext,
  baseURL: string | undefined,
): Promise<void> => {
  await context.addCookies([{ name: "termsAccepted", value: "true", url: baseURL ?? "http://localhost" }]);
};

interface OutboxMail {
  readonly to: string;
  readonly subject: string;
  readonly body: string;
}

/** The newest 6-digit code mailed to `email`, read from the dev outbox. */
export const latestCodeFor = async (request: APIRequestContext, email: string): Promise<string> => {
  const readCode = async () => {
    // The outbox lists the newest mail first.
    const response = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`);
    const { data } = (await response.json()) as { data: OutboxMail[] };
    const mail = data.find((row) => /reset/i.test(row.subject));
    return mail ? /\b(\d{6})\b/.exec(`${mail.subject}\n${mail.body}`)?.[1] : undefined;
  };
  // The server answers forgot-password before it makes the code (so timing tells nothing): wait for it.
  await expect.poll(readCode, { message: `a code mailed to ${email}`, timeout: 10_000 }).toMatch(/^\d{6}$/);
  return (await readCode()) ?? "";
};

/** Creates an employer account through the API (no company yet). */
export const createEmployer = async (request: APIRequestContext, email: string, password: string) => {
  const response = await request.post("/api/v1/auth/signup", {
    data: {
      email,
      password,
      first_name: "Dana",
      last_name: "Whitfield",
      phone: "(555)201-7788",
      role: "employer",
      tn_newsletters: false,
    },
  });
  if (!response.ok()) throw new Error(`signup failed: ${response.status()} ${await response.text()}`);
};

/** Fills the second step of /signup. */
export const fillSignUpDetails = async (page: Page, email: string, password: string): Promise<void> => {
  await page.getByLabel("Confirm email").fill(email);
  await page.getByLabel("First name").fill("Dana");
  await page.getByLabel("Last name").fill("Whitfield");
  await page.getByLabel("Phone").fill("5552017788");
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
};
