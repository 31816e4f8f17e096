import { useTokenStore } from "@haulboard/shell";
import { appQueryClient } from "@haulboard/shell/portal";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { DeletedMembersView } from "./DeletedMembersView.tsx";

/** Marks the navigation that follows a deletion (`navigate(path, { state })`). */
export interface DeletedMembersState {
  readonly accountDeleted?: boolean;
}

/** `/deleted-members`: after a deletion, clears the deleted account's tokens and cached data. */
export function DeletedMembersScreen() {
  const state = useLocation().state as DeletedMembersState | null;
  const tokenStore = useTokenStore();
  useEffect(() => {
    if (!state?.accountDeleted) return;
    appQueryClient().clear();
    tokenStore.clear();
  }, [state, tokenStore]);
  return <DeletedMembersView />;
}
