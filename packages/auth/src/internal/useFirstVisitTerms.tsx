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
export function useFirstVisitTerms(): FirstVisitTerms {
  const [isOpen, setIsOpen] = useState(() => readTermsChoice() === undefined);
  const [closed, setClosed] = useState(false);
  const page = useRef<HTMLDivElement>(null);

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
