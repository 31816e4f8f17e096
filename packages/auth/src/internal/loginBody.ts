import { deviceId } from "@haulboard/api";
import type { LoginRole } from "@haulboard/domain";
import { readTermsChoice } from "./termsCookie.ts";

/**
 * The one login payload of every sign-in flow (access §3 "Login payload"): email, password, the device id,
 * the role asked for, `create_role` when a driver creates a company, and the visitor's stored terms choice
 * as `tn_terms_accepted` whenever the `termsAccepted` cookie holds one. The login screen, the automatic
 * sign-in right after sign-up and the company-creation fast login all build it here.
 */
export const loginBody = (
  credentials: { readonly email: string; readonly password: string },
  role: LoginRole,
  createRole?: LoginRole,
) => {
  const termsAccepted = readTermsChoice();
  return {
    email: credentials.email,
    password: credentials.password,
    deviceId: deviceId(),
    role,
    ...(createRole === undefined ? {} : { createRole }),
    ...(termsAccepted === undefined ? {} : { termsAccepted }),
  };
};
