import { InviteMessages } from "@haulboard/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoAccounts, demoPassword, startTestServer, type TestServer } from "./support/server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected a failure");
    },
    (error: { _tag: string; status: number; message: string }) => error,
  );

const idOf = async (email: string) =>
  (
    await server.db.query<{ id: number; company_id: number | null }>(
      "select id, company_id from users where email = $1",
      [email],
    )
  )[0]!;

describe("employer profile", () => {
  it("reads and updates the signed-in employer; a new email waits for verification", async () => {
    const api = await server.signIn("employer");
    const before = await api.promise.employer.get();
    expect(before).toMatchObject({
      email: demoAccounts.employer.email,
      firstName: "Eddie",
      roles: ["Employer"],
    });
    expect(before.companyId).not.toBeNull();
    const after = await api.promise.employer.update({
      body: {
        firstName: "Edward",
        timezone: "US/Central",
        email: "eddie.new@example.com",
        currentPassword: demoPassword,
      },
    });
    expect(after).toMatchObject({
      firstName: "Edward",
      timezone: "US/Central",
      email: demoAccounts.employer.email,
      emailToVerify: "eddie.new@example.com",
    });
  });
});

describe("the contract carries the rules", () => {
  it("answers a rule failure with the domain's own message and the field, as the form shows it", async () => {
    const { accessToken: token } = await server.tokensOf("newEmployer");
    const blank = await server.request("POST", "/companies", {
      token,
      body: { company_name: "   ", size: "1-5", phone: "(405)555-0142" },
    });
    expect(blank.status).toBe(422);
    expect(await blank.json()).toEqual({
      errors: [{ message: "No company name provided", field: "company_name" }],
    });
    const phone = await server.request("POST", "/companies", {
      token,
      body: { company_name: "Prairie Wind", size: "1-5", phone: "405-555" },
    });
    expect(await phone.json()).toEqual({
      errors: [{ message: "Phone numbers should have 10 digits", field: "phone" }],
    });
    // Malformed input (a wrong type) is a 400 naming the field.
    const wrongType = await server.request("POST", "/companies", {
      token,
      body: { company_name: 42, size: "1-5", phone: "(405)555-0142" },
    });
    expect(wrongType.status).toBe(400);
  });
});

describe("companies", () => {
  it("searches with filters, orders, offset and limit (admins)", async () => {
    const api = await server.signIn("admin");
    const page = await api.promise.companies.search({
      query: { offset: 0, limit: 5 },
      body: {
        filters: [{ field: "company_name", operator: "ilike", value: "freight" }],
        orders: [{ field: "created_at", direction: "desc" }],
      },
    });
    expect(page.pagination).toMatchObject({ skip: 0, take: 5 });
    expect(page.pagination.total).toBeGreaterThan(5);
    expect(page.data).toHaveLength(5);
    for (const company of page.data) expect(company.companyName.toLowerCase()).toContain("freight");
    const dates = page.data.map((company) => company.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    // The list is written by the database in the wire shape: the same date text as the company's own call.
    for (const date of dates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const first = page.data[0];
    if (first) {
      const company = await api.promise.companies.get({ params: { id: first.id } });
      expect(first).toEqual({
        id: company.id,
        companyName: company.companyName,
        planId: company.planId,
        billingType: company.billingType,
        totalJobs: first.totalJobs,
        activeJobs: first.activeJobs,
        phone: company.phone,
        createdAt: company.createdAt,
        status: company.status,
      });
    }
    const next = await api.promise.companies.search({
      query: { offset: 5, limit: 5 },
      body: { filters: [{ field: "company_name", operator: "ilike", value: "freight" }] },
    });
    expect(next.data[0]!.id).not.toBe(page.data[0]!.id);
    const defaults = await api.promise.companies.search({ body: {} });
    // The demo's 25 companies and the posting demo's two (card- and invoice-billed, issue 16).
    expect(defaults.pagination).toEqual({ skip: 0, take: 50, total: 27 });
  });

  it("keeps a search's total exact after a write (the remembered total is forgotten)", async () => {
    const api = await server.signIn("admin");
    const [first, second] = await server.db.query<{ id: number }>(
      "select id from companies order by id desc limit 2",
    );
    const totalOf = async () =>
      (
        await api.promise.companies.search({
          query: { offset: 0, limit: 1 },
          body: { filters: [{ field: "company_name", operator: "ilike", value: "totals probe" }] },
        })
      ).pagination.total;
    await api.promise.companies.update({
      params: { id: first!.id },
      body: { companyName: "Totals Probe A" },
    });
    expect(await totalOf()).toBe(1);
    expect(await totalOf()).toBe(1);
    await api.promise.companies.update({
      params: { id: second!.id },
      body: { companyName: "Totals Probe B" },
    });
    expect(await totalOf()).toBe(2);
  });

  it("creates a company in the company-info step, then the address step updates it", async () => {
    const api = await server.signIn("newEmployer");
    const company = await api.promise.companies.create({
      body: { companyName: "Prairie Wind Carriers", size: "6-10", phone: "(405)555-0142" },
    });
    expect(company).toMatchObject({
      companyName: "Prairie Wind Carriers",
      billingType: "CELERO",
      planId: 2,
      status: "Active",
    });
    const again = await failure(
      api.promise.companies.create({ body: { companyName: "Second", size: "1-5", phone: "(405)555-0142" } }),
    );
    expect(again.status).toBe(409);
    const updated = await api.promise.companies.update({
      params: { id: company.id },
      body: {
        street1: "1200 Main St",
        city: "Oklahoma City",
        state: "OK",
        postalCode: "73102",
        country: "US",
        coordinates: [-97.5164, 35.4676],
      },
    });
    expect(updated).toMatchObject({
      city: "Oklahoma City",
      coordinates: [-97.5164, 35.4676],
      latitude: 35.4676,
    });
    const refused = await failure(
      api.promise.companies.update({ params: { id: company.id }, body: { billingType: "CONTRACT" } }),
    );
    expect(refused.status).toBe(403);
    expect((await api.promise.employer.get()).roles).toEqual(["Employer", "TNCompanyAdmin"]);
    expect((await api.promise.companies.get({ params: { id: company.id } })).id).toBe(company.id);
    expect((await api.promise.companies.logo({ params: { fileName: "logo.png" } })).url).toBe(
      "/media/logos/logo.png",
    );
  });

  it("lets admins create a company for an employer and change admin-only fields", async () => {
    const admin = await server.signIn("superAdmin");
    const signup = await server.client().promise.auth.signup({
      body: {
        email: "owner.two@example.com",
        password: "Trucks#2026",
        firstName: "Tia",
        lastName: "Owner",
        phone: "(214)555-0100",
        acceptEmails: false,
      },
    });
    const company = await admin.promise.companies.adminCreate({
      body: {
        companyName: "Keystone Haulers",
        size: "21-50",
        phone: "(717)555-0101",
        employerId: signup.userId,
        planId: 1,
      },
    });
    expect(company).toMatchObject({ planId: 1, employerId: signup.userId });
    const locked = await admin.promise.companies.update({
      params: { id: company.id },
      body: { status: "Locked", billingType: "CONTRACT" },
    });
    expect(locked).toMatchObject({ status: "Locked", billingType: "CONTRACT" });
  });
});

describe("employees", () => {
  it("lists, adds (tn_newsletters false), updates, deactivates and resets the password of employees", async () => {
    const owner = await server.signIn("companyAdmin");
    const { company_id: companyId } = await idOf(demoAccounts.companyAdmin.email);
    const list = await owner.promise.employees.list({ params: { id: companyId! } });
    expect(list.data.map((employee) => employee.email)).toContain(demoAccounts.employer.email);
    const added = await owner.promise.employees.add({
      params: { id: companyId! },
      body: {
        email: "dispatcher@example.com",
        firstName: "Dana",
        lastName: "Dispatch",
        phone: "(828)555-0110",
        password: "Dispatch#1",
      },
    });
    expect(added).toMatchObject({ companyId, active: true, blocked: false });
    const [row] = await server.db.query<{ tn_newsletters: boolean }>(
      "select tn_newsletters from users where id = $1",
      [added.id],
    );
    expect(row!.tn_newsletters).toBe(false);
    const signedIn = await server.signIn("dispatcher@example.com", "Dispatch#1");

    const deactivated = await owner.promise.employees.update({
      params: { id: companyId!, employeeId: added.id },
      body: { active: false, lastName: "Moved" },
    });
    expect(deactivated).toMatchObject({ active: false, lastName: "Moved" });
    expect((await failure(signedIn.promise.employer.get())).status).toBe(401);
    await owner.promise.employees.update({
      params: { id: companyId!, employeeId: added.id },
      body: { active: true },
    });
    await owner.promise.employees.resetPassword({
      params: { id: companyId! },
      body: { employeeId: added.id, password: "Dispatch#2" },
    });
    await server.tokensOf("dispatcher@example.com", "Dispatch#2");
  });
});

describe("a user someone else adds", () => {
  it("is refused with 'This email is already registered' when the email is taken, in any case", async () => {
    const owner = await server.signIn("companyAdmin");
    const { company_id: companyId } = await idOf(demoAccounts.companyAdmin.email);
    const takenEmployee = await failure(
      owner.promise.employees.add({
        params: { id: companyId! },
        body: {
          email: demoAccounts.employer.email.toUpperCase(),
          firstName: "Twin",
          lastName: "Employer",
          phone: "(828)555-0111",
          password: "Dispatch#1",
        },
      }),
    );
    expect([takenEmployee.status, takenEmployee.message]).toEqual([409, "This email is already registered"]);
    const admin = await server.signIn("admin");
    const takenAdmin = await failure(
      admin.promise.admin.createAdmin({
        body: {
          firstName: "Twin",
          lastName: "Admin",
          email: demoAccounts.admin.email,
          password: "Admins#2026",
        },
      }),
    );
    expect([takenAdmin.status, takenAdmin.message]).toEqual([409, "This email is already registered"]);
    const twins = await server.db.query("select 1 from users where first_name = 'Twin'", []);
    expect(twins).toHaveLength(0);
  });
});

describe("admin", () => {
  it("lists and searches admins (full_name ilike, created_at asc by default) and creates one", async () => {
    const api = await server.signIn("admin");
    const all = await api.promise.admin.listAdmins();
    expect(all.pagination.total).toBe(6);
    const created = await api.promise.admin.createAdmin({
      body: {
        firstName: "Greta",
        lastName: "Gatekeeper",
        email: "greta@haulboard.test",
        password: "Admins#2026",
      },
    });
    expect(created.fullName).toBe("Greta Gatekeeper");
    const found = await api.promise.admin.searchAdmins({
      body: { filters: [{ field: "full_name", operator: "ilike", value: "gate" }] },
    });
    expect(found.data.map((admin) => admin.email)).toEqual(["greta@haulboard.test"]);
    const ordered = await api.promise.admin.searchAdmins({ query: { limit: 100 }, body: {} });
    const dates = ordered.data.map((admin) => admin.createdAt);
    expect([...dates].sort()).toEqual(dates);
  });

  it("reads an employer by id, lists a company's employees, and sets an employer's password", async () => {
    const api = await server.signIn("superAdmin");
    const employer = await idOf(demoAccounts.employer.email);
    expect((await api.promise.admin.getEmployer({ params: { id: employer.id } })).email).toBe(
      demoAccounts.employer.email,
    );
    const employees = await api.promise.admin.listCompanyEmployers({ params: { id: employer.company_id! } });
    expect(employees.data.map((employee) => employee.email)).toEqual(
      expect.arrayContaining([demoAccounts.companyAdmin.email, demoAccounts.employer.email]),
    );
    await api.promise.admin.changeEmployerPassword({
      params: { id: employer.id },
      body: { password: "Changed#2026" },
    });
    await server.tokensOf(demoAccounts.employer.email, "Changed#2026");
    const driver = await idOf(demoAccounts.driver.email);
    expect((await failure(api.promise.admin.getEmployer({ params: { id: driver.id } }))).status).toBe(404);
  });
});

describe("driver subscriptions", () => {
  it("pages drivers with their subscriptions and cancels a renewal once", async () => {
    const api = await server.signIn("admin");
    const page = await api.promise.driverSubscriptions.search({
      query: { offset: 0, limit: 10 },
      body: { filters: [{ field: "email", operator: "equals", value: demoAccounts.driver.email }] },
    });
    expect(page.pagination.total).toBe(1);
    const [driver] = page.data;
    expect(driver!.subscriptions.map((s) => s.subscription).sort()).toEqual([
      "healthcare",
      "road_assistance",
    ]);
    const subscription = driver!.subscriptions[0]!;
    const cancelled = await api.promise.driverSubscriptions.cancel({
      params: { id: subscription.id },
      body: { renewalCancellationReason: "Unhappy with the coverage" },
    });
    expect(cancelled.renewalCancellationReason).toBe("Unhappy with the coverage");
    expect(cancelled.renewalCanceledAt).not.toBeNull();
    const again = await failure(
      api.promise.driverSubscriptions.cancel({
        params: { id: subscription.id },
        body: { renewalCancellationReason: "Other" },
      }),
    );
    expect(again.status).toBe(409);
    expect(again.message).toBe("This subscription is already cancelled");

    const [expired] = await server.db.query<{ id: number }>(
      "select id from driver_subscriptions where expiration_date < current_date and renewal_canceled_at is null limit 1",
    );
    const late = await failure(
      api.promise.driverSubscriptions.cancel({
        params: { id: expired!.id },
        body: { renewalCancellationReason: "Other" },
      }),
    );
    expect(late.message).toBe("This subscription has already expired");
    const all = await api.promise.driverSubscriptions.search({ body: {} });
    expect(all.pagination).toEqual({ skip: 0, take: 10, total: 301 });
  });
});

describe("social providers", () => {
  it("names none on a server without a configured provider (the default)", async () => {
    expect(await server.client().promise.auth.socialProviders()).toEqual({ sources: [] });
  });
});

describe("lead invite, places and account deletion", () => {
  it("answers a driver's invitation with a driver's text and the sign-in link", async () => {
    const api = await server.signIn("driver");
    const answer = await api.promise.lead.invite({
      body: { fullName: "Ray Road", email: "ray@example.com" },
    });
    expect(answer.invitationLink).toBe("http://haulboard.test/login?email=ray%40example.com");
    expect(answer.defaultText).toMatch(/^Hi Ray Road, I am using Haulboard to find trucking jobs/);
    expect(answer.defaultText).not.toContain("hire drivers");
  });

  it("takes the spec's fullName on the wire, and full_name as an alias (issue 44 #2)", async () => {
    const { accessToken } = await server.tokensOf("driver");
    const post = (body: unknown) => server.request("POST", "/lead/invite", { token: accessToken, body });
    for (const body of [
      { fullName: "Ray Road", email: "ray.spec@example.com" },
      { full_name: "Ray Road", email: "ray.alias@example.com" },
    ]) {
      const answer = await post(body);
      expect(answer.status, await answer.clone().text()).toBe(200);
      const { data } = (await answer.json()) as { data: { default_text: string } };
      expect(data.default_text).toMatch(/^Hi Ray Road, /);
    }
    const nameless = await post({ email: "ray.none@example.com" });
    expect(nameless.status).toBe(422);
    expect(await nameless.json()).toEqual({
      errors: [{ message: InviteMessages.nameRequired, field: "fullName" }],
    });
  });

  it("answers an employer's invitation with the hiring text and the sign-up link", async () => {
    const api = await server.signIn("companyAdmin");
    const answer = await api.promise.lead.invite({
      body: { fullName: "Ray Road", email: "ray@example.com" },
    });
    expect(answer.invitationLink).toBe("http://haulboard.test/signup?email=ray%40example.com");
    expect(answer.defaultText).toMatch(/^Hi Ray Road, I am using Haulboard to hire drivers/);
  });

  it("suggests US places whose last term is the country, and geocodes them to [lng, lat]", async () => {
    const api = await server.signIn("companyAdmin");
    const suggestions = await api.promise.places.autocomplete({ query: { input: "1200 Main St, Dallas" } });
    expect(suggestions[0]).toMatchObject({
      description: "1200 Main St, Dallas, TX, USA",
      terms: ["1200", "Main St", "Dallas", "TX", "USA"],
    });
    const place = await api.promise.places.geocode({ query: { placeId: suggestions[0]!.placeId } });
    expect(place.components).toMatchObject({
      street_number: "1200",
      route: "Main St",
      locality: "Dallas",
      administrative_area_level_1: "TX",
      country: "US",
    });
    expect(place.coordinates[0]).toBeCloseTo(-96.8, 0);
    expect(place.coordinates[1]).toBeCloseTo(32.8, 0);
    const zip = await api.promise.places.geocode({ query: { address: "73102" } });
    expect(zip.components.postal_code).toBe("73102");
    // A partial ZIP code offers the first five codes that start with it, in order.
    const byPrefix = await api.promise.places.autocomplete({ query: { input: "7310" } });
    const codes = byPrefix.map((suggestion) => suggestion.terms.at(-2)?.split(" ")[1]);
    expect(codes).toHaveLength(5);
    expect(codes.every((code) => code?.startsWith("7310"))).toBe(true);
    expect(codes).toEqual([...codes].sort());
    expect(byPrefix[0]?.description).toMatch(/^Oklahoma City, OK 7310\d, USA$/);
    expect(await api.promise.places.autocomplete({ query: { input: "00000" } })).toEqual([]);
    const none = await failure(api.promise.places.geocode({ query: { address: "Atlantis, ZZ" } }));
    expect(none.message).toBe("Select a valid address, city, or zip code");
  });

  it("deletes a driver's own account: personal data erased, sessions ended, the email free again", async () => {
    const email = "driver050@drivers.haulboard.test";
    const { id } = await idOf(email);
    const api = await server.signIn(email);
    await api.promise.members.deleteOwnAccount();
    const [row] = await server.db.query<Record<string, unknown>>(
      "select email, first_name, last_name, phone, password_hash, deleted_at from users where id = $1",
      [id],
    );
    expect(row).toMatchObject({
      email: `deleted-${id}@deleted.invalid`,
      first_name: "",
      last_name: "",
      phone: null,
      password_hash: null,
    });
    expect(row!.deleted_at).not.toBeNull();
    expect((await failure(api.promise.employer.get())).status).toBe(401);
    await expect(server.tokensOf(email, demoPassword)).rejects.toThrow(/401/);
  });
});
