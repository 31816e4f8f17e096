import { ApiProvider } from "@haulboard/api/react";
import { useAppApi } from "@haulboard/shell/portal";
import type { ReactNode } from "react";

/** Gives the app's api client (the shell's) to the api package's hooks used by the admin screens. */
export function WithAppApi({ children }: { children: ReactNode }) {
  return <ApiProvider client={useAppApi()}>{children}</ApiProvider>;
}
