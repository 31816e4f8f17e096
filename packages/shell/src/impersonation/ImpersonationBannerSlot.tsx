import { impersonationSeconds, portalOfPath } from "@haulboard/domain";
import { useMemo, useState } from "react";
import { useLocation } from "react-router";
import { SessionExpiredDialog, WhenOpen } from "../layout/portalDialogs.tsx";
import { ImpersonationBanner } from "./ImpersonationBanner.tsx";
import { secondsLeft } from "./ImpersonationSession.ts";
import { useImpersonation } from "./useImpersonation.ts";

/**
 * The portal layout's banner slot: while an admin impersonates, the banner with the 600-second countdown,
 * and at zero 'Session has expired.' with Renew and Leave. Opening a non-company portal restores the admin's
 * tokens and clears the company (access §4): the portal layout's guard does that before any page shows.
 */
export function ImpersonationBannerSlot() {
  const impersonation = useImpersonation();
  const { session } = impersonation;
  const { pathname } = useLocation();
  const [expiredAt, setExpiredAt] = useState<number | undefined>();
  const [renewError, setRenewError] = useState<string | undefined>();
  const startedAt = session?.startedAt;
  // Computed once per countdown start, so a reload resumes where it was and Renew starts again at 600.
  const seconds = useMemo(
    () => (startedAt === undefined ? impersonationSeconds : secondsLeft(startedAt, impersonationSeconds)),
    [startedAt],
  );
  const isExpired = session !== undefined && (seconds === 0 || expiredAt === startedAt);

  const isCompanyPortal = portalOfPath(pathname) === "company";
  if (session === undefined || !isCompanyPortal) return null;
  return (
    <>
      <ImpersonationBanner
        userName={session.userName}
        companyName={session.companyName}
        seconds={seconds}
        restartKey={session.startedAt}
        onExpire={() => setExpiredAt(session.startedAt)}
        onLeave={() => void impersonation.leave()}
        isLeaving={impersonation.isPending && !isExpired}
      />
      <WhenOpen isOpen={isExpired}>
        <SessionExpiredDialog
          isOpen
          isPending={impersonation.isPending}
          error={renewError}
          onRenew={() => {
            setRenewError(undefined);
            impersonation.renew().catch((error: unknown) => setRenewError((error as Error).message));
          }}
          onLeave={() => void impersonation.leave()}
        />
      </WhenOpen>
    </>
  );
}
