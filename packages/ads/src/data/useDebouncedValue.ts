import { debounceMs } from "@haulboard/domain";
import { useEffect, useState } from "react";

/** The value once it has stopped changing for the spec's grid debounce (300 ms). */
export const useDebouncedValue = <A>(value: A): A => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), debounceMs);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
};
