import "./PortalShell.css.ts";
import { isCompactWindow } from "../layout/useCompactLayout.ts";

/**
 * A portal page's shell: the page as the server sends it to a signed-in browser (apps/web prerender, the
 * portal frame and the screen's heading and loading state, rendered at build time for a usual user of the
 * portal), so a phone on a slow network sees the page's frame and heading from the HTML instead of after
 * ~210 KB of JavaScript (issue 13). The server cannot read the session (it lives in localStorage): this
 * cookie, kept by the app while someone is signed in, asks for the shell and says which layout to send.
 * It holds no identity and grants nothing: the page's data still needs the tokens.
 */
export const portalShellCookie = "portalShell";
export type PortalShellLayout = "compact" | "wide";

const secure = () => (globalThis.location?.protocol === "https:" ? "; secure" : "");

/** Keeps the cookie while someone is signed in (with the window's layout now), removes it otherwise. */
export const rememberPortalShell = (isSignedIn: boolean): void => {
  const layout: PortalShellLayout = isCompactWindow() ? "compact" : "wide";
  // biome-ignore lint/suspicious/noDocumentCookie: a hint for the server, not a credential.
  document.cookie = isSignedIn
    ? `${portalShellCookie}=${layout}; path=/; max-age=2592000; samesite=lax${secure()}`
    : `${portalShellCookie}=; path=/; max-age=0; samesite=lax${secure()}`;
};

/** How long the shell may wait for the page (a failed load, a page that never draws its heading). */
const longestWaitMs = 15_000;

/**
 * Renders the app beneath a prerendered shell and takes the shell away once the app's page is there: a
 * heading is in (the page's, or the error page's), or the app went elsewhere (a redirect, the sign-in
 * page), or the wait ran out. The shell is inert from the start: a press on it would do nothing, and
 * screen readers follow the app.
 */
export const takeOverPortalShell = (shell: HTMLElement, render: (container: HTMLElement) => void): void => {
  const container = document.createElement("div");
  shell.after(container);
  shell.inert = true;
  shell.setAttribute("aria-hidden", "true");
  const { pathname } = window.location;
  const done = () => {
    observer.disconnect();
    clearTimeout(timer);
    shell.remove();
  };
  const check = () => {
    if (container.querySelector("h1") !== null || window.location.pathname !== pathname) done();
  };
  const observer = new MutationObserver(check);
  const timer = setTimeout(done, longestWaitMs);
  observer.observe(container, { childList: true, subtree: true });
  render(container);
};
