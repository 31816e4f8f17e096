// Signing in and out (access §3, §7): password and social sign-in, refresh, logout. Signing up (access §1,
// §2): the account, and the email check that decides between sign-up, fast login and login. Passwords
// (access §4): changing one, and the forgotten-password code, its check and the reset. The emailed
// verification link (access §2). Impersonation (access §4, §6): an admin acts as a company user for 600 s,
// audited.
import type { Routes } from "../http/context.ts";
import { changePasswordRoute } from "./changePassword.ts";
import { endImpersonationRoute } from "./endImpersonation.ts";
import { impersonateRoute } from "./impersonate.ts";
import { loginRoute } from "./login.ts";
import { loginSocialRoute } from "./loginSocial.ts";
import { logoutRoute } from "./logout.ts";
import { refreshRoute } from "./refresh.ts";
import { resetPasswordRoute } from "./resetPassword.ts";
import { serviceTokenRoute } from "./serviceToken.ts";
import { signupRoute } from "./signup.ts";
import { socialProvidersRoute } from "./socialProviders.ts";
import { tokenPasswordRoute } from "./tokenPassword.ts";
import { validateEmployerEmailRoute } from "./validateEmployerEmail.ts";
import { verifyEmailRoute } from "./verifyEmail.ts";
import { verifyTokenPasswordRoute } from "./verifyTokenPassword.ts";

export const authRoutes: Routes = {
  "auth.login": loginRoute,
  "auth.loginSocial": loginSocialRoute,
  "auth.socialProviders": socialProvidersRoute,
  "auth.logout": logoutRoute,
  "auth.signup": signupRoute,
  "auth.refresh": refreshRoute,
  "auth.changePassword": changePasswordRoute,
  "auth.tokenPassword": tokenPasswordRoute,
  "auth.verifyTokenPassword": verifyTokenPasswordRoute,
  "auth.resetPassword": resetPasswordRoute,
  "auth.verifyEmail": verifyEmailRoute,
  "auth.serviceToken": serviceTokenRoute,
  "auth.validateEmployerEmail": validateEmployerEmailRoute,
  "auth.impersonate": impersonateRoute,
  "auth.endImpersonation": endImpersonationRoute,
};
