import { ImpersonationBannerSlot, ImpersonationPicker } from "../impersonation/index.ts";
import { PortalLayout } from "../portal.ts";

/** Every portal page: the shell's layout with the admins' impersonation pieces in its slots. */
export function Component() {
  return <PortalLayout headerSlot={<ImpersonationPicker />} bannerSlot={<ImpersonationBannerSlot />} />;
}
