import { termsCookieName } from "@haulboard/domain";
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
}

/** The public pages a first visitor opens: the sign-in (with its terms dialog) and the sign-up. */
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
  );
  let html = "";
  for await (const part of prelude) html += part;
  return html;
};
