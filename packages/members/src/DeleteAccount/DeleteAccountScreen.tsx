import { runApi } from "@haulboard/api";
import { useSubmit } from "@haulboard/shell/forms";
import { useAppApi } from "@haulboard/shell/portal";
import { useState } from "react";
import { useNavigate } from "react-router";
import { DeleteAccountView } from "./DeleteAccountView.tsx";

/** Where a deleted driver goes (access §2). */
export const deletedMembersPath = "/deleted-members";

/**
 * DELETE /members/me after Yes; while it runs the confirmation stays open with Yes disabled and showing
 * progress. On success the driver sees /deleted-members, which ends the session; on failure the
 * confirmation closes, the alert says why and the account stays.
 */
export function DeleteAccountScreen() {
  const client = useAppApi();
  const navigate = useNavigate();
  const [isConfirming, setConfirming] = useState(false);
  const deletion = useSubmit(() => runApi(client.members.deleteOwnAccount()), {
    // The session ends on arrival at /deleted-members: cleared here, the portal's guard would re-render
    // first and send the visitor to login instead.
    onSuccess: () => navigate(deletedMembersPath, { replace: true, state: { accountDeleted: true } }),
    onFailure: () => {
      setConfirming(false);
      return false;
    },
  });

  return (
    <DeleteAccountView
      isConfirming={isConfirming}
      isDeleting={deletion.isSubmitting}
      onDelete={() => setConfirming(true)}
      onCancel={() => setConfirming(false)}
      onConfirm={() => void deletion.submit(undefined)}
    />
  );
}
