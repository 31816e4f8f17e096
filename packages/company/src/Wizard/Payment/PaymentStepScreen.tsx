import { ErrorText, jobCost } from "@haulboard/domain";
import { track, useAlerts } from "@haulboard/shell";
import { useApi, useAppApi } from "@haulboard/shell/portal";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { addonSelectionsOf } from "../draft.ts";
import { postedJobsPath } from "../steps.ts";
import { useWizard } from "../WizardContext.tsx";
import { PaymentStepView } from "./PaymentStepView.tsx";
import { postAndPay } from "./posting.ts";
import { useCardPayment } from "./useCardPayment.ts";

/**
 * Step 4's container: the card checks, the token, then the posting flow (post, then charge), the success
 * alert, the analytics and the way to Posted Jobs. Invoice companies skip card entry.
 */
export function PaymentStepScreen() {
  const client = useAppApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const api = useApi();
  const { showAlert } = useAlerts();
  const { draft, update, clear, billingType, flow } = useWizard();
  const payment = useCardPayment({
    charge: (cardToken) =>
      postAndPay({
        client,
        draft,
        billingType,
        cardToken,
        onPosted: (post) => update((current) => ({ ...current, post })),
      }),
    onPaid: async () => {
      track("Create Job", "Success", { jobs: draft.addresses.length });
      clear();
      await queryClient.invalidateQueries({ queryKey: api.jobs.key() });
      showAlert({ type: "success", message: ErrorText.paymentCompleted });
      void navigate(postedJobsPath);
    },
    onFailed: (stage) => track("Create Job", "Error", { stage }),
  });
  const total = jobCost({ addresses: draft.addresses, addons: addonSelectionsOf(draft.addons) });
  return (
    <PaymentStepView
      {...payment}
      total={total}
      jobCount={draft.addresses.length}
      summary={{
        jobTitle: draft.content.title,
        addresses: draft.addresses,
        addons: draft.addons.chosen,
      }}
      onBack={() => void navigate(flow.paths[2] ?? "")}
    />
  );
}
