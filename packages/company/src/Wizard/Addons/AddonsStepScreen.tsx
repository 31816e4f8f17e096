import { useState } from "react";
import { useNavigate } from "react-router";
import { addonsError } from "../rules.ts";
import { useWizard } from "../WizardContext.tsx";
import { AddonsStepView } from "./AddonsStepView.tsx";

/** Step 3's container: the add-on choices live in the draft; a hyperlink needs a valid URL. */
export function AddonsStepScreen() {
  const { draft, update, flow } = useWizard();
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
