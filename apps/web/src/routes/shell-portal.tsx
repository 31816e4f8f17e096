import { ImpersonationBannerSlot, ImpersonationPicker } from "@haulboard/shell/impersonation";
import { PortalLayout } from "@haulboard/shell/portal";

/** Every portal page: the shell's layout with the admins' impersonation pieces in its slots. */
export function Component() {
  return <PortalLayout headerSlot={<ImpersonationPicker />} bannerSlot={<ImpersonationBannerSlot />} />;
}
