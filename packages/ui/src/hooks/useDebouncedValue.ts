import { debounceMs } from "@haulboard/domain";
import { useEffect, useState } from "react";

/** `value` once it has not changed for `delayMs` (the spec's 300 ms): one request per typing pause. */
export function useDebouncedValue<T>(value: T, delayMs: number = debounceMs): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
