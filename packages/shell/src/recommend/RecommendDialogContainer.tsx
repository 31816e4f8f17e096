import { runApi } from "@haulboard/api";
import { useAppApi } from "../api/AppApi.tsx";
import { RecommendDialog } from "./RecommendDialog.tsx";
import { type UseInviteOptions, useInvite } from "./useInvite.ts";

export interface RecommendDialogContainerProps {
  readonly isOpen: boolean;
  readonly onClose: () => void;
  /** Replaces how the mail client is opened (stories). */
  readonly openMail?: UseInviteOptions["openMail"];
  /** Replaces how the page learns it lost the focus to a mail client (stories). */
  readonly watchFocusLoss?: UseInviteOptions["watchFocusLoss"];
}

/** The Recommend (invite) dialog fed by POST /lead/invite; closing it resets its state (access §4). */
export function RecommendDialogContainer({
  isOpen,
  onClose,
  openMail,
  watchFocusLoss,
}: RecommendDialogContainerProps) {
  const client = useAppApi();
  const invite = useInvite({
    send: (values) => runApi(client.lead.invite({ body: values })),
    ...(openMail ? { openMail } : {}),
    ...(watchFocusLoss ? { watchFocusLoss } : {}),
  });
  return (
    <RecommendDialog
      isOpen={isOpen}
      onClose={() => {
        invite.reset();
        onClose();
      }}
      values={invite.values}
      errors={invite.errors}
      status={invite.status}
      canSend={invite.canSend}
      onChange={invite.setField}
      onBlur={invite.touch}
      onSend={invite.submit}
    />
  );
}
