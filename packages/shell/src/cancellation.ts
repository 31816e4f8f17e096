// The cancellation-reason form (a subscription's or a job renewal's): its own entry, since it renders ui
// fields (and their styles), which the form hook and submit helper of `./forms` do not.
export {
  CancellationReasonFields,
  type CancellationReasonFieldsProps,
  type CancellationReasonInput,
  useCancellationReasonForm,
} from "./forms/CancellationReasonFields.tsx";
