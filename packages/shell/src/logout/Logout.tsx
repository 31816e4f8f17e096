import { runApi } from "@haulboard/api";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { useAppApi } from "../api/AppApi.tsx";
import { appQueryClient } from "../api/queryClient.ts";
import { Loading } from "../errors/ErrorPage.tsx";
import { loginPath } from "../guard/Access.tsx";
import { useTokenStore } from "../session/Session.tsx";
import { themeStorageKey } from "../theme/ThemeChoice.ts";

/**
 * `/logout`, `/company/logout`, `/admin/logout` (access §2, §4): tells the server, clears cached data and
 * storage, and goes to login. A failing logout call still signs the user out on this device.
 */
export function LogoutScreen() {
  const client = useAppApi();
  const tokenStore = useTokenStore();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const hasSession = tokenStore.get("accessToken") !== null || tokenStore.get("adminAccessToken") !== null;
    const revoke = hasSession ? runApi(client.auth.logout()).catch(() => undefined) : Promise.resolve();
    void revoke.then(() => {
      appQueryClient().clear();
      tokenStore.clear();
      try {
        // Everything but the theme choice, which belongs to the browser, not to the user.
        const theme = globalThis.localStorage?.getItem(themeStorageKey);
        globalThis.localStorage?.clear();
        if (theme) globalThis.localStorage?.setItem(themeStorageKey, theme);
      } catch {
        // Nothing more to clear.
      }
      navigate(loginPath, { replace: true });
    });
  }, [client, tokenStore, navigate]);
  return <Loading />;
}
