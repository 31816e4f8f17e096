import { isApiError, runApi, toAlertMessage } from "@haulboard/api";
import { ErrorText } from "@haulboard/domain";
import { useAlerts } from "@haulboard/shell";
import { useAppApi } from "@haulboard/shell/portal";
import { useState } from "react";
import { useNavigate } from "react-router";
import { DeleteAccount } from "./DeleteAccount.tsx";

/** Where a deleted driver goes (access §2). */
export const deletedMembersPath = "/deleted-members";

/**
 * DELETE /members/me after Yes; while it runs the confirmation stays open with Yes disabled and showing
 * progress. On success the driver sees /deleted-members, which ends the session; on failure the
 * confirmation closes, the alert says why and the account stays.
 */
export function DeleteAccountContainer() {
  const client = useAppApi();
  const navigate = useNavigate();
  const { showAlert } = useAlerts();
  const [isConfirming, setConfirming] = useState(false);
  const [isDeleting, setDeleting] = useState(false);

  const confirm = async () => {
    setDeleting(true);
    try {
      await runApi(client.members.deleteOwnAccount());
    } catch (error) {
      setDeleting(false);
      setConfirming(false);
      showAlert({
        type: "error",
        message: isApiError(error) ? toAlertMessage(error) : ErrorText.communication,
      });
      return;
    }
    // The session ends on arrival at /deleted-members: cleared here, the portal's guard would re-render first
    // and send the visitor to login instead.
    navigate(deletedMembersPath, { replace: true, state: { accountDeleted: true } });
  };

  return (
    <DeleteAccount
      isConfirming={isConfirming}
      isDeleting={isDeleting}
      onDelete={() => setConfirming(true)}
      onCancel={() => setConfirming(false)}
      onConfirm={confirm}
    />
  );
}
