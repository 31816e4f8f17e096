import { ErrorText, type Role, RoleName, termsCookieName } from "@haulboard/domain";
import {
  appTokenStore,
  type PortalShellLayout,
  portalShellCookie,
  setPrerenderedLayout,
} from "@haulboard/shell";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router";
import { Providers } from "./Providers.tsx";
import { AppRoutes } from "./routes.tsx";

/**
 * A page written as HTML at build time, so a first visitor sees it before any JavaScript has run (issue 13:
 * Lighthouse's LCP under a slow phone's network). The server sends it for the path without a query
 * string, and not when the request has `unlessCookie` (the page would then differ from the prerender,
 * e.g. a returning visitor's /login has no terms dialog); otherwise the app renders in the browser.
 */
export interface PrerenderedPage {
  readonly path: string;
  readonly unlessCookie?: string;
  /** Sent only to a request with this cookie at this value (a portal page's shell, in one layout). */
  readonly whenCookie?: { readonly name: string; readonly value: string };
}

/**
 * The public pages a first visitor opens: the sign-in with its terms dialog, and the sign-up (for every
 * visitor: its terms dialog opens once the app has taken the page over).
 */
export const prerenderedPages: readonly PrerenderedPage[] = [
  { path: "/login", unlessCookie: termsCookieName },
  { path: "/signup" },
];

/** The markup of `#root` for a signed-out visitor at `path` (every lazy screen loaded and rendered). */
export const renderPage = async (path: string): Promise<string> => {
  const { prelude } = await prerenderToNodeStream(
    <Providers>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </Providers>,
    // Every boundary in place: no large one held back and revealed by an inline script (the CSP refuses it).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = "";
  for await (const part of prelude) html += part;
  return html;
};

/**
 * The portal pages whose shell the server sends to a signed-in browser (the `portalShell` cookie): pages
 * whose heading is a fixed text, drawn for a usual user of the portal. The app renders the real page
 * beneath the shell and takes the shell away once the page's heading is in (shell `takeOverPortalShell`).
 */
export const portalShells: readonly { readonly path: string; readonly roles: readonly Role[] }[] = [
  { path: "/admin/company-list", roles: [RoleName.admin] },
  { path: "/company/jobs", roles: [RoleName.companyAdmin] },
  { path: "/members/home", roles: [RoleName.driver] },
  { path: "/news", roles: [RoleName.newsAdmin] },
  { path: "/ads", roles: [RoleName.adsAdmin] },
  { path: "/admin/user-management", roles: [RoleName.superAdmin] },
];

const base64Url = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

/**
 * The markup of a portal page's shell in one layout: the app rendered for a stand-in session with the
 * portal's roles (an unsigned token that names no user: the shell shows no one's data), before any answer
 * from the API. Style attributes are left out: the page's CSP refuses them in HTML (the app sets the few
 * it needs, column widths, when it takes over); a visually hidden input is marked for the style sheet.
 */
export const renderPortalShell = async (
  path: string,
  roles: readonly Role[],
  layout: PortalShellLayout,
): Promise<string> => {
  const store = appTokenStore();
  store.set("accessToken", `${base64Url({ alg: "none" })}.${base64Url({ aud: "shell", roles })}.`);
  setPrerenderedLayout(layout === "compact");
  try {
    const markup = await renderPage(path);
    // A shell is the page in its portal, heading included: anything else (the error page for a mistyped
    // path, the sign-in page for roles the guard refuses) would be shown to every signed-in visitor.
    if (!/<main\b[\s\S]*<h1\b/.test(markup) || markup.includes(ErrorText.errorPageTitle)) {
      throw new Error(`The shell of ${path} (${layout}, roles ${roles.join(", ")}) is not the portal page.`);
    }
    // React Aria hides a checkbox's or radio's input with an inline style: the shell's style sheet does it.
    const styled = markup.replace(/ style="([^"]*)"/g, (_, css: string) =>
      css.includes("clip") ? " data-shell-visually-hidden" : "",
    );
    return `<div data-portal-shell="">${styled}</div>`;
  } finally {
    store.clear();
    setPrerenderedLayout(false);
  }
};

export const portalShellPages = (): readonly (PrerenderedPage & {
  readonly render: () => Promise<string>;
})[] =>
  portalShells.flatMap(({ path, roles }) =>
    (["compact", "wide"] as const).map((layout) => ({
      path,
      whenCookie: { name: portalShellCookie, value: layout },
      render: () => renderPortalShell(path, roles, layout),
    })),
  );
