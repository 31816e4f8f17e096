import { Suspense, useEffect } from "react";
import { RouterProvider as AriaRouterProvider } from "react-aria-components";
import { Outlet, useHref, useNavigate } from "react-router";
import { AlertArea } from "../alerts/AlertArea.tsx";
import { Loading } from "../errors/ErrorPage.tsx";
import { setSessionNavigator } from "../session/SessionEnd.ts";
import { usePageTitle } from "../title/PageTitle.ts";
import { useFocusOnArrival } from "./FocusOnArrival.ts";
import { useStartupNotices } from "./StartupNotices.ts";

/**
 * The root route's element: keeps the page title, shows the page's alert at the top, raises the arrival
 * notices, moves a lost focus to a new page's heading, lets an ended session go to login through the router, and lets the design system's links
 * navigate through the router. Kept small: it is part of every page's first load, `/login` included.
 */
export function ShellRoot() {
  const navigate = useNavigate();
  usePageTitle();
  useStartupNotices();
  useFocusOnArrival();
  // An expired session ends through the router (no reload), wherever the api client noticed it.
  useEffect(() => setSessionNavigator((path) => navigate(path, { replace: true })), [navigate]);
  return (
    <AriaRouterProvider navigate={(to) => navigate(to)} useHref={useHref}>
      <AlertArea />
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
    </AriaRouterProvider>
  );
}
