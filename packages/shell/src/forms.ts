// The screen recipe's form pieces (README "The screen recipe"): one form hook validated by domain
// schemas and one submit helper that maps failures to the spec's alerts.

export { type SchemaForm, useSchemaForm } from "./forms/useSchemaForm.ts";
export {
  alertTextOf,
  type Submit,
  type SubmitOptions,
  type SubmitRun,
  useSubmit,
} from "./forms/useSubmit.ts";
