import { act } from "react";

/**
 * For hook tests outside a test renderer: checks again, letting React render between tries (5 ms each),
 * until `check` passes or `tries` run out; no fixed sleep. Never imported by the app.
 */
export const until = async (check: () => void, tries = 2000): Promise<void> => {
  for (let attempt = 0; ; attempt++) {
    try {
      check();
      return;
    } catch (error) {
      if (attempt >= tries) throw error;
      await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
    }
  }
};
