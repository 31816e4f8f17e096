import { type AddonType, addonLabels, PaymentText } from "@haulboard/domain";
import { ConfirmDialog } from "@haulboard/ui";
import { CompanyText } from "../CompanyText.ts";
import { useWizard } from "../Wizard/WizardContext.tsx";

export interface RemovePaidAddonsDialogProps {
  /** The paid add-ons the edit un-ticks. */
  readonly types: readonly AddonType[];
  /** "Yes": save the edit. */
  readonly onConfirm: () => void;
  /** "No" (or Escape): nothing is saved. */
  readonly onCancel: () => void;
}

/**
 * Un-ticking a paid add-on says what happens to the money before it happens (issue 35 #4): the domain's
 * `addonRemovalNoRefund`. "No" ticks the add-ons again in the form, so what the form shows is what stays.
 */
export function RemovePaidAddonsDialog({ types, onConfirm, onCancel }: RemovePaidAddonsDialogProps) {
  const { update } = useWizard();
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(isOpen) => {
        if (isOpen) return;
        update((draft) => ({
          ...draft,
          addons: {
            ...draft.addons,
            chosen: [...draft.addons.chosen, ...types.filter((type) => !draft.addons.chosen.includes(type))],
          },
        }));
        onCancel();
      }}
      title={CompanyText.removePaidAddonsTitle(types.map((type) => addonLabels[type]).join(", "))}
      message={PaymentText.addonRemovalNoRefund}
      isDestructive
      onConfirm={onConfirm}
    />
  );
}
