import { lazy, type ReactNode, type RefObject, Suspense, useEffect, useRef, useState } from "react";
import { readTermsChoice, writeTermsChoice } from "./termsCookie.ts";

// The dialog shows once a year at most: it is loaded only when the cookie is absent.
const TermsDialog = lazy(() =>
  import("../Login/TermsDialog.tsx").then((module) => ({ default: module.TermsDialog })),
);

export interface FirstVisitTerms {
  /** The page's own content: inert while the dialog asks for a choice; the focus goes to its first field after. */
  readonly page: RefObject<HTMLDivElement | null>;
  readonly isOpen: boolean;
  /** The dialog, or nothing once a choice is remembered. */
  readonly dialog: ReactNode;
}

/**
 * The terms dialog of a first visit (access §4), on every page a first visitor may open: /login and /signup.
 * Accept or Decline writes the cookie for 365 days and closes it.
 */
export function useFirstVisitTerms({
  afterMount = false,
}: {
  readonly afterMount?: boolean;
} = {}): FirstVisitTerms {
  // /login is prerendered twice (with the dialog, and without it for a returning visitor), so its first
  // render reads the cookie. /signup is prerendered once, without the dialog, for every visitor
  // (`afterMount`): the dialog opens once the app has taken the page over, and the first render matches the
  // HTML, so what a visitor typed before that is kept.
  const [isOpen, setIsOpen] = useState(() => !afterMount && readTermsChoice() === undefined);
  const [closed, setClosed] = useState(false);
  const page = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (afterMount && readTermsChoice() === undefined) setIsOpen(true);
  }, [afterMount]);

  // The dialog had no trigger to give the focus back to: it goes to the first field, not to <body>.
  useEffect(() => {
    if (!closed) return;
    const frame = requestAnimationFrame(() => page.current?.querySelector<HTMLElement>("input")?.focus());
    return () => cancelAnimationFrame(frame);
  }, [closed]);

  const choose = (accepted: boolean) => {
    writeTermsChoice(accepted);
    setIsOpen(false);
    setClosed(true);
  };
  const dialog = isOpen ? (
    <Suspense fallback={null}>
      <TermsDialog onAccept={() => choose(true)} onDecline={() => choose(false)} />
    </Suspense>
  ) : null;
  return { page, isOpen, dialog };
}
