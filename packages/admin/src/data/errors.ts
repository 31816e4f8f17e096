import { alertTextOf } from "@haulboard/shell/forms";

/** The text an admin sees for a failed call: the recipe's one mapping (access §8 alert rule). */
export const errorText = (error: unknown): string | undefined => (error ? alertTextOf(error) : undefined);

/** An Error carrying the alert text, for views that show a rejected action's message. */
export const asMessageError = (error: unknown): Error => new Error(errorText(error));
