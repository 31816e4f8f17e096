import { useEffect } from "react";
import { useLocation } from "react-router";

/** How long after a navigation a page may take to arrive (lazy chunks, Suspense) and still take the focus. */
const arrivalWindowMs = 10_000;

/**
 * Whether a page of this visit was shown already. Module state, not a ref: the app's page boundary is
 * keyed by the path, so the shell root mounts again on every navigation.
 */
let hasShownAPage = false;

const focusIsLost = (): boolean =>
  document.activeElement === null || document.activeElement === document.body;

/**
 * After a navigation inside the app (sign-in's redirect, a link), the focus would fall to `<body>` when the
 * pressed control leaves with its page: it moves to the new page's main heading instead, so keyboard and
 * screen-reader users start on the page (issue 13). A page that places the focus itself (a first field, a
 * dialog) keeps it: only a lost focus is moved. Watches the page arrive (lazy screens render later) until
 * the user presses a key or a pointer, or the arrival window ends. The first page of a visit is left to
 * the browser.
 */
export const useFocusOnArrival = (): void => {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!hasShownAPage) {
      hasShownAPage = true;
      return;
    }
    const place = () => {
      if (!focusIsLost()) return;
      const heading = document.querySelector<HTMLElement>("main h1");
      if (heading === null) return;
      if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
      heading.focus();
    };
    const observer = new MutationObserver(place);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
      window.removeEventListener("keydown", stop, true);
      window.removeEventListener("pointerdown", stop, true);
    };
    const timer = setTimeout(stop, arrivalWindowMs);
    window.addEventListener("keydown", stop, true);
    window.addEventListener("pointerdown", stop, true);
    observer.observe(document.body, { childList: true, subtree: true });
    place();
    return stop;
  }, [pathname]);
};
