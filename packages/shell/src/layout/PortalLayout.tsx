import {
  framingPortal,
  isEmployer,
  loadsProfileAtStartup,
  type NavigationAction,
  navigationFor,
  portalLabel,
  portalsFor,
  showsPortalSwitcher,
} from "@haulboard/domain";
import { Button, Drawer } from "@haulboard/ui";
import { type ReactNode, Suspense, useState } from "react";
import { Outlet, useLocation, useNavigate } from "react-router";
import { AppApiProvider } from "../api/AppApi.tsx";
import { appQueryClient } from "../api/queryClient.ts";
import { Loading } from "../errors/ErrorPage.tsx";
import { useFeatureFlags } from "../flags/FeatureFlags.tsx";
import { RequireAccess } from "../guard/Access.tsx";
import { useImpersonation } from "../impersonation/useImpersonation.ts";
import { useSession } from "../session/Session.tsx";
import { CompanyLogo } from "./CompanyLogo.tsx";
import { EmployerProfile } from "./EmployerProfile.tsx";
import { Header } from "./Header.tsx";
import { jobPanelLink, jobSearchLink } from "./jobListLink.ts";
import { Navigation } from "./Navigation.tsx";
import { PortalFrame } from "./PortalFrame.tsx";
import { PortalSwitcher } from "./PortalSwitcher.tsx";
import { LogoutDialog, RecommendDialogContainer, ThemeSwitch, WhenOpen } from "./portalDialogs.tsx";
import { useCompactLayout } from "./useCompactLayout.ts";

export interface PortalLayoutProps {
  /** Header tools for admins in the company portal (the impersonation pickers). */
  readonly headerSlot?: ReactNode;
  /** A banner above the header (the impersonation countdown). */
  readonly bannerSlot?: ReactNode;
  /** The page; the matched child route by default. */
  readonly children?: ReactNode;
}

function PortalChrome({ headerSlot, bannerSlot, children }: PortalLayoutProps) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { user, impersonator } = useSession();
  const flags = useFeatureFlags();
  const [isCollapsed, setCollapsed] = useState(false);
  const isCompact = useCompactLayout();
  const [isNavigationOpen, setNavigationOpen] = useState(false);
  const [openDialog, setOpenDialog] = useState<NavigationAction | undefined>(undefined);
  const roles = user?.roles ?? [];
  const portal = framingPortal(pathname, roles);
  const items = navigationFor(portal, roles, { flags });
  const logoutItem = items.find((item) => item.kind === "action" && item.action === "logout");
  const logoutPath = (logoutItem?.kind === "action" && logoutItem.path) || "/logout";
  const isNewLayout = portal === "company" && flags.newLayout;
  // The newLayout navigation keeps Create New Job and Posted Jobs only (access §2): the entries it leaves
  // out move to the header's menu (Log out is the header's own button), so none becomes unreachable.
  const menuItems = isNewLayout
    ? navigationFor(portal, roles, { flags: { ...flags, newLayout: false } }).filter(
        (item) => item.key !== "logout" && !items.some((shown) => shown.key === item.key),
      )
    : [];
  // While impersonating, the portals are the admin's (access §4): switching to a non-company one restores
  // the admin's tokens (the guard's `restoreAdmin`).
  const switcherRoles = impersonator?.roles ?? roles;

  return (
    <PortalFrame
      banner={bannerSlot}
      header={
        <Header
          portalLabel={portalLabel(portal)}
          variant={isNewLayout ? "newLayout" : "classic"}
          companyLogo={isNewLayout && isEmployer(roles) ? <CompanyLogo /> : null}
          switcher={
            showsPortalSwitcher(switcherRoles) ? (
              <PortalSwitcher portals={portalsFor(switcherRoles)} current={portal} />
            ) : null
          }
          pickers={portal === "company" && flags.pickers ? headerSlot : null}
          themeSwitch={
            <Suspense fallback={null}>
              <ThemeSwitch />
            </Suspense>
          }
          onLogout={() => setOpenDialog("logout")}
          menuItems={
            menuItems.length > 0
              ? (close) =>
                  menuItems.map((item) => (
                    <Button
                      key={item.key}
                      variant="secondary"
                      isFullWidth
                      onPress={() => {
                        close();
                        if (item.kind === "link") navigate(item.path);
                        else setOpenDialog(item.action);
                      }}
                    >
                      {item.label}
                    </Button>
                  ))
              : undefined
          }
          // Issue 17: the newLayout search-by-job box, Filter and Sort drive the Posted Jobs list's URL.
          onSearchJobs={(text) =>
            navigate(jobSearchLink(pathname, search, text), { replace: pathname === "/company/jobs" })
          }
          onFilter={() => navigate(jobPanelLink(pathname, search, "filters"))}
          onSort={() => navigate(jobPanelLink(pathname, search, "sort"))}
          isCompact={isCompact}
          onOpenNavigation={() => setNavigationOpen(true)}
        />
      }
      navigation={
        isCompact ? (
          <Drawer
            side="left"
            title={portalLabel(portal)}
            backLabel="Close navigation"
            isOpen={isNavigationOpen}
            onOpenChange={setNavigationOpen}
          >
            <Navigation
              label={portalLabel(portal)}
              items={items}
              isCollapsible={false}
              onToggleCollapsed={() => undefined}
              onNavigate={() => setNavigationOpen(false)}
              onAction={(action) => {
                setNavigationOpen(false);
                setOpenDialog(action);
              }}
            />
          </Drawer>
        ) : (
          <Navigation
            label={portalLabel(portal)}
            items={items}
            isCollapsed={isCollapsed}
            onToggleCollapsed={() => setCollapsed((collapsed) => !collapsed)}
            onAction={setOpenDialog}
          />
        )
      }
    >
      {loadsProfileAtStartup(roles) ? <EmployerProfile /> : null}
      {/* A page whose code or data is still coming waits inside the portal: the header and the navigation
          stay (without this boundary the root's took the whole window, e.g. right after a payment). */}
      <Suspense fallback={<Loading />}>{children ?? <Outlet />}</Suspense>
      <WhenOpen isOpen={openDialog === "logout"}>
        <LogoutDialog
          isOpen
          onCancel={() => setOpenDialog(undefined)}
          onConfirm={() => {
            setOpenDialog(undefined);
            navigate(logoutPath);
          }}
        />
      </WhenOpen>
      <WhenOpen isOpen={openDialog === "invite"}>
        <RecommendDialogContainer isOpen onClose={() => setOpenDialog(undefined)} />
      </WhenOpen>
    </PortalFrame>
  );
}

/** The route guard, restoring the admin's tokens through the impersonation (it tells the server too). */
function PortalGuard({ children }: { readonly children: ReactNode }) {
  const { restore } = useImpersonation();
  return <RequireAccess onRestoreAdmin={restore}>{children}</RequireAccess>;
}

/**
 * The layout of every portal route (access §2): the app's api client (for `useAppApi` and the api hooks)
 * and query cache, the route guard, the header with its switcher, the portal's collapsible
 * navigation, and the logout and recommendation dialogs. Screens mount no provider of their own.
 */
export function PortalLayout(props: PortalLayoutProps) {
  return (
    <AppApiProvider queryClient={appQueryClient()}>
      <PortalGuard>
        <PortalChrome {...props} />
      </PortalGuard>
    </AppApiProvider>
  );
}
