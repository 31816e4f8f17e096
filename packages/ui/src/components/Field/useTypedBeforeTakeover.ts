import { type RefObject, useLayoutEffect, useRef, useState } from "react";
import { useIsSSR } from "react-aria/SSRProvider";

/**
 * Keeps what a visitor typed into a prerendered page's field before the app took the page over (React
 * would put the field back to its state's value). Give the returned ref to the `<input>`: when the field
 * is taken over holding other text than `value`, `onChange` receives that text once.
 */
export function useTypedBeforeTakeover(
  value: string | undefined,
  onChange: ((value: string) => void) | undefined,
): RefObject<HTMLInputElement | null> {
  const ref = useRef<HTMLInputElement>(null);
  const [tookOver] = useState(useIsSSR());
  // Once, as the field is taken over (its first commit).
  useLayoutEffect(() => {
    const typed = ref.current?.value;
    if (tookOver && value !== undefined && typed !== undefined && typed !== value) onChange?.(typed);
  }, []);
  return ref;
}
