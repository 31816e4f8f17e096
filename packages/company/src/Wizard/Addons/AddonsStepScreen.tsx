import { useState } from "react";
import { useNavigate } from "react-router";
import { cardSection } from "../Payment/cardSection.ts";
import { addonsError } from "../rules.ts";
import { useWizard } from "../WizardContext.tsx";
import { AddonsStepView } from "./AddonsStepView.tsx";

/** Step 3's container: the add-on choices live in the draft; a hyperlink needs a valid URL. */
export function AddonsStepScreen() {
  const { draft, update, flow, billingType } = useWizard();
  // The payment that follows (the wizard's step 4, an edit's new add-ons) needs a card company's card
  // entry: its code is asked for now.
  cardSection.useView(billingType !== "invoice");
  const navigate = useNavigate();
  const [submitted, setSubmitted] = useState(false);
  return (
    <AddonsStepView
      draft={draft}
      hyperlinkError={submitted ? addonsError(draft.addons) : undefined}
      onChange={(addons) => update((current) => ({ ...current, addons }))}
      onBack={flow.isEdit ? undefined : () => void navigate(flow.paths[1] ?? "")}
      nextLabel={flow.nextLabel}
      isSaving={flow.isSaving}
      onNext={() => {
        setSubmitted(true);
        if (addonsError(draft.addons) !== undefined) return;
        if (flow.save) return flow.save(2, draft);
        void navigate(flow.paths[3] ?? "");
      }}
    />
  );
}
