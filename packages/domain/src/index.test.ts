import { describe, expect, it } from "vitest";
import * as Domain from "./index.ts";

describe("the package entry", () => {
  it("names the exports other packages code against", () => {
    for (const name of [
      "RoleName",
      "allRoles",
      "isRole",
      "roleLabel",
      "portalsFor",
      "showsPortalSwitcher",
      "landingRouteFor",
      "canAccessRoute",
      "navigationFor",
      "singleUploadLimitBytes",
      "chunkSizeFor",
      "planUploadParts",
      "isSingleUpload",
      "videoTypes",
      "imageTypes",
      "isAcceptedVideo",
      "isAcceptedImage",
      "LoginForm",
      "SignUpForm",
      "InviteForm",
      "CancellationReasonForm",
      "ProfileForm",
      "AdminCreateForm",
      "ChangePasswordForm",
      "ResetPasswordForm",
      "formErrors",
      "dropConfirmPassword",
      "cancellationReasons",
      "jobRenewalCancellationReasons",
      "featureFlagDefaults",
      "readFeatureFlags",
      "formatUsPhone",
      "phoneDigits",
      "jobStatus",
      "ErrorText",
      "alreadyPaidMarker",
      "defaultPageSize",
      "appVersion",
    ]) {
      expect(Domain, name).toHaveProperty(name);
    }
  });

  it("works as another app would use it", () => {
    const roles = Domain.knownRoles(["Employer", "Driver"]);
    expect(Domain.landingRouteFor({ roles, hasCompany: true })).toBe("/company/jobs");
    expect(Domain.portalsFor(roles).map(Domain.portalLabel)).toEqual(["Company Portal", "Drivers Portal"]);
    const result = Domain.formErrors(Domain.LoginForm, { email: "", password: "" });
    expect(result).toEqual({
      ok: false,
      errors: { email: ["No email provided"], password: ["No password provided"] },
    });
  });
});
