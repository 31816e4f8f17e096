import { type ReactNode, useEffect, useRef } from "react";
import * as text from "./text.css.ts";

/**
 * The heading of a step of the sign-up journey (/company-info, /company-address). The previous step's
 * button is gone once the step changes, so the heading takes the focus on arrival: a screen reader reads
 * where the user is, and Tab goes on to the step's first field.
 */
export function StepHeading({ children }: { readonly children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h1 ref={heading} tabIndex={-1} className={text.heading}>
      {children}
    </h1>
  );
}
