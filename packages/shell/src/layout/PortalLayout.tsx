import {
  isEmployer,
  loadsProfileAtStartup,
  type NavigationAction,
  navigationFor,
  portalLabel,
  portalOfPath,
  portalsFor,
  showsPortalSwitcher,
} from "@haulboard/domain";
import { breakpoints } from "@haulboard/ui";
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Outlet, useLocation, useNavigate } from "react-router";
import { AppApiProvider } from "../api/AppApi.tsx";
import { appQueryClient } from "../api/queryClient.ts";
import { useFeatureFlags } from "../flags/FeatureFlags.tsx";
import { RequireAccess } from "../guard/Access.tsx";
import { RecommendDialogContainer } from "../recommend/RecommendDialogContainer.tsx";
import { useSession } from "../session/Session.tsx";
import { CompanyLogo } from "./CompanyLogo.tsx";
import { EmployerProfile } from "./EmployerProfile.tsx";
import { Header } from "./Header.tsx";
import { LogoutDialog } from "./LogoutDialog.tsx";
import { Navigation } from "./Navigation.tsx";
import { PortalFrame } from "./PortalFrame.tsx";
import { PortalSwitcher } from "./PortalSwitcher.tsx";

export interface PortalLayoutProps {
  /** Header tools for admins in the company portal (the impersonation pickers). */
  readonly headerSlot?: ReactNode;
  /** A banner above the header (the impersonation countdown). */
  readonly bannerSlot?: ReactNode;
  /** The page; the matched child route by default. */
  readonly children?: ReactNode;
}

const startsCollapsed = (): boolean => (globalThis.innerWidth ?? breakpoints.desktop) < breakpoints.tablet;

function PortalChrome({ headerSlot, bannerSlot, children }: PortalLayoutProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user } = useSession();
  const flags = useFeatureFlags();
  const [isCollapsed, setCollapsed] = useState(startsCollapsed);
  const [openDialog, setOpenDialog] = useState<NavigationAction | undefined>(undefined);
  const roles = user?.roles ?? [];
  const portal = portalOfPath(pathname) ?? "company";
  const items = navigationFor(portal, roles, { flags });
  const logoutItem = items.find((item) => item.kind === "action" && item.action === "logout");
  const logoutPath = (logoutItem?.kind === "action" && logoutItem.path) || "/logout";
  const isNewLayout = portal === "company" && flags.newLayout;

  return (
    <PortalFrame
      banner={bannerSlot}
      header={
        <Header
          portalLabel={portalLabel(portal)}
          variant={isNewLayout ? "newLayout" : "classic"}
          companyLogo={isNewLayout && isEmployer(roles) ? <CompanyLogo /> : null}
          switcher={
            showsPortalSwitcher(roles) ? (
              <PortalSwitcher portals={portalsFor(roles)} current={portal} />
            ) : null
          }
          pickers={portal === "company" ? headerSlot : null}
          onLogout={() => setOpenDialog("logout")}
        />
      }
      navigation={
        <Navigation
          label={portalLabel(portal)}
          items={items}
          isCollapsed={isCollapsed}
          onToggleCollapsed={() => setCollapsed((collapsed) => !collapsed)}
          onAction={setOpenDialog}
        />
      }
    >
      {loadsProfileAtStartup(roles) ? <EmployerProfile /> : null}
      {children ?? <Outlet />}
      <LogoutDialog
        isOpen={openDialog === "logout"}
        onCancel={() => setOpenDialog(undefined)}
        onConfirm={() => {
          setOpenDialog(undefined);
          navigate(logoutPath);
        }}
      />
      <RecommendDialogContainer isOpen={openDialog === "invite"} onClose={() => setOpenDialog(undefined)} />
    </PortalFrame>
  );
}

/**
 * The layout of every portal route (access §2): the route guard, the api client and query cache, the header
 * with its switcher, the portal's collapsible navigation, and the logout and recommendation dialogs.
 */
export function PortalLayout(props: PortalLayoutProps) {
  return (
    <RequireAccess>
      <AppApiProvider>
        <QueryClientProvider client={appQueryClient()}>
          <PortalChrome {...props} />
        </QueryClientProvider>
      </AppApiProvider>
    </RequireAccess>
  );
}
