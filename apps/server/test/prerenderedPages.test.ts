import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./support/server.ts";
import { writeWithCopies } from "./support/webDist.ts";

/**
 * Issue 13, LCP: a first visitor's public pages come as HTML with the page in it, prerendered at build time
 * (apps/web prerenderPages.ts writes `prerendered/<page>.html` and `prerendered/pages.json`). A request
 * the prerender does not fit (a query string, the page's cookie) gets the app's plain page.
 */
let server: TestServer;
let dist: string;
const appPage = '<!doctype html><html><body><div id="root"></div></body></html>';
const loginPage =
  '<!doctype html><html><body><div id="root"><h1>Welcome</h1><p>We use cookies</p></div></body></html>';
const signupPage = '<!doctype html><html><body><div id="root"><h1>Sign Up</h1></div></body></html>';
const shellPage = (layout: string) =>
  `<!doctype html><html><body><div id="root"><div data-portal-shell=""><h1>Posted Jobs</h1>${layout}</div></div></body></html>`;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "haulboard-dist-"));
  writeWithCopies(path.join(dist, "index.html"), appPage);
  writeWithCopies(path.join(dist, "prerendered", "login.html"), loginPage);
  writeWithCopies(path.join(dist, "prerendered", "signup.html"), signupPage);
  for (const layout of ["compact", "wide"]) {
    writeWithCopies(path.join(dist, "prerendered", `company-jobs.${layout}.html`), shellPage(layout));
  }
  fs.writeFileSync(
    path.join(dist, "prerendered", "pages.json"),
    JSON.stringify([
      { path: "/login", file: "login.html", unlessCookie: "termsAccepted" },
      { path: "/signup", file: "signup.html" },
      ...["compact", "wide"].map((value) => ({
        path: "/company/jobs",
        file: `company-jobs.${value}.html`,
        whenCookie: { name: "portalShell", value },
      })),
    ]),
  );
  server = await startTestServer({ config: { webDist: dist } });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => server.app.request(url, { headers });

describe("prerendered pages", () => {
  it("sends a first visitor's /login with the page (and its terms dialog) in the HTML", async () => {
    const answer = await get("/login");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toContain("text/html");
    expect(await answer.text()).toBe(loginPage);
    // The answer depends on the cookie: a cache must not give it to a returning visitor.
    expect(answer.headers.get("vary")).toContain("Cookie");
    expect(answer.headers.get("cache-control")).toBe("no-cache");
    const signup = await get("/signup");
    expect(await signup.text()).toBe(signupPage);
  });

  it("sends it compressed like the app's page", async () => {
    const answer = await get("/login", { "accept-encoding": "gzip, br" });
    expect(answer.headers.get("content-encoding")).toBe("br");
    expect(zlib.brotliDecompressSync(Buffer.from(await answer.arrayBuffer())).toString()).toBe(loginPage);
  });

  it("sends the app's plain page when the visitor has the page's cookie (no terms dialog then)", async () => {
    for (const cookie of ["termsAccepted=true", "termsAccepted=false", "theme=dark; termsAccepted=true"]) {
      const answer = await get("/login", { cookie });
      expect(await answer.text(), cookie).toBe(appPage);
    }
    // Another cookie does not change the page.
    expect(await (await get("/login", { cookie: "other=1" })).text()).toBe(loginPage);
  });

  it("sends the app's plain page with a query string (the page may differ: admin login, a prefilled email)", async () => {
    expect(await (await get("/login?role=admin")).text()).toBe(appPage);
    expect(await (await get("/signup?email=a%40b.test")).text()).toBe(appPage);
  });

  it("sends a portal page's shell to a browser that asks for it, in the layout it names", async () => {
    for (const layout of ["compact", "wide"]) {
      const answer = await get("/company/jobs", { cookie: `termsAccepted=true; portalShell=${layout}` });
      expect(await answer.text(), layout).toBe(shellPage(layout));
      expect(answer.headers.get("vary")).toContain("Cookie");
    }
    // Without the cookie (no one signed in), with another value or with a query string: the app's page.
    for (const cookie of ["", "portalShell=", "portalShell=huge", "other=wide"]) {
      expect(await (await get("/company/jobs", { cookie })).text(), cookie).toBe(appPage);
    }
    expect(await (await get("/company/jobs?search=van", { cookie: "portalShell=wide" })).text()).toBe(
      appPage,
    );
    expect(await (await get("/company/jobs/12", { cookie: "portalShell=wide" })).text()).toBe(appPage);
  });

  it("sends the app's plain page for every other route, and the exact path only", async () => {
    for (const route of ["/company/jobs", "/login/", "/admin/login", "/signup/x"]) {
      expect(await (await get(route)).text(), route).toBe(appPage);
    }
  });
});
