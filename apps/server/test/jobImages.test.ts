import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentDemoAccounts } from "../src/seed/jobs.ts";
import { startTestServer, type TestServer } from "./support/server.ts";

/**
 * Issue 35 #8: images in a job description, as in news bodies. The job writer uploads one
 * (POST /jobs/multimedia/upload-image), the description keeps it through the sanitiser, and the job's
 * detail and the drivers' job page answer it.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

const tokenOf = async (email: string) => (await server.tokensOf(email)).accessToken;

const call = async (token: string, method: string, path: string, body?: unknown) => {
  const response = await server.request(method, path, { token, ...(body !== undefined ? { body } : {}) });
  const json = (await response.json()) as { data?: unknown; errors?: { message: string }[] };
  return { status: response.status, data: json.data as never, message: json.errors?.[0]?.message };
};

const upload = async (token: string, bytes: Buffer, name = "truck.png", type = "image/png") => {
  const body = new FormData();
  body.append("image", new Blob([new Uint8Array(bytes)], { type }), name);
  return server.app.request("/api/v1/jobs/multimedia/upload-image", {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body,
  });
};

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "teal" } })
    .png()
    .toBuffer();

describe("job description images", () => {
  it("stores an uploaded image, keeps it in the sanitised description, and shows it on the detail and the drivers' page", async () => {
    const token = await tokenOf(paymentDemoAccounts.invoiceUser.email);
    const answer = await upload(token, await png(1000, 500));
    expect(answer.status, await answer.clone().text()).toBe(200);
    const { image_url: url } = ((await answer.json()) as { data: { image_url: string } }).data;
    expect(url).toMatch(/\/media\/jobs\/[A-Za-z0-9-]+\.png$/);
    const served = await server.app.request(new URL(url, "http://localhost").pathname);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");

    // A posted job of the user's own company (the jobs-at-work seed), which drivers can open.
    const [job] = await server.db.query<{ id: number }>(
      `select j.id from jobs j join users u on u.company_id = j.company_id
        where u.email = $1 and j.title = 'Boosted OTR Driver' limit 1`,
      [paymentDemoAccounts.invoiceUser.email],
    );
    const description = `<p>Our new truck:</p><p><img src="${url}" alt="A teal truck" width="720" height="360"></p>`;
    const saved = await call(token, "PATCH", `/jobs/${job!.id}`, { job_description: description });
    expect(saved.status, saved.message).toBe(200);

    const detail = await call(token, "GET", `/jobs/${job!.id}`);
    const html = (detail.data as { job_description: string }).job_description;
    expect(html).toContain(`src="${url}"`);
    expect(html).toContain('alt="A teal truck"');
    expect(html).toContain('width="720"');

    const driver = await tokenOf("driver@haulboard.test");
    const page = await call(driver, "GET", `/members/jobs/${job!.id}`);
    expect(page.status, page.message).toBe(200);
    expect((page.data as { job_description: string }).job_description).toContain(`src="${url}"`);
  });

  it("refuses what is not an image, and the read-only internal user", async () => {
    const token = await tokenOf(paymentDemoAccounts.invoiceUser.email);
    const text = await upload(token, Buffer.from("not an image at all"), "notes.png");
    expect(text.status).toBe(415);
    const internal = await upload(await tokenOf("internal@haulboard.test"), await png(10, 10));
    expect(internal.status).toBe(403);
  });
});
