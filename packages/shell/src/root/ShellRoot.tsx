import { Suspense, useEffect } from "react";
import { RouterProvider as AriaRouterProvider } from "react-aria-components";
import { Outlet, useHref, useLocation, useNavigate } from "react-router";
import { AlertArea } from "../alerts/AlertArea.tsx";
import { Loading } from "../errors/ErrorPage.tsx";
import { rememberPortalShell } from "../portalShell/portalShell.ts";
import { useSession } from "../session/Session.tsx";
import { setSessionNavigator } from "../session/SessionEnd.ts";
import { usePageTitle } from "../title/PageTitle.ts";
import { useFocusOnArrival } from "./FocusOnArrival.ts";
import { useStartupNotices } from "./StartupNotices.ts";

/** An address with a scheme (`https:`, `mailto:`) or `//host` leaves the app: the router must not resolve it. */
const isOutsideAddress = (to: string): boolean => /^([a-z][a-z\d+.-]*:|\/\/)/i.test(to);

/**
 * The design system's links resolve through the router, except those to another site: react-router would
 * read `https://x.test` as a path below the current page (issue 35 #5).
 */
function useLinkHref(to: string): string {
  const href = useHref(to);
  return isOutsideAddress(to) ? to : href;
}

/**
 * The root route's element: keeps the page title, shows the page's alert at the top, raises the arrival
 * notices, moves a lost focus to a new page's heading, lets an ended session go to login through the
 * router, lets the design system's links navigate through the router, and keeps the portal shell's
 * cookie. Kept small: it is part of every page's first load, `/login` included.
 */
export function ShellRoot() {
  const navigate = useNavigate();
  const { user } = useSession();
  const { pathname } = useLocation();
  usePageTitle();
  useStartupNotices();
  useFocusOnArrival();
  // An expired session ends through the router (no reload), wherever the api client noticed it.
  useEffect(() => setSessionNavigator((path) => navigate(path, { replace: true })), [navigate]);
  // The next visit's portal page comes with its shell while someone is signed in (re-checked on each page,
  // so the cookie follows the window's layout).
  const isSignedIn = user !== undefined;
  useEffect(() => rememberPortalShell(isSignedIn), [isSignedIn, pathname]);
  return (
    <AriaRouterProvider navigate={(to) => navigate(to)} useHref={useLinkHref}>
      <AlertArea />
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
    </AriaRouterProvider>
  );
}
