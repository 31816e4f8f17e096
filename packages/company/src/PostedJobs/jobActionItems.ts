import { allowedJobActions, type JobActionSubject, withheldJobActionTexts } from "@haulboard/domain";
import type { MenuAction } from "@haulboard/ui";
import { CompanyText } from "../CompanyText.ts";

/**
 * The actions of one job (its menu): only those its state allows (the domain's rule, which the server
 * applies too); the menu's note says why the others are not offered.
 */
export const jobActionItems = (job: JobActionSubject): MenuAction[] =>
  allowedJobActions(job).map((id) => ({
    id,
    label:
      id === "autoRenew"
        ? job.autoRenew
          ? CompanyText.actions.autoRenewOff
          : CompanyText.actions.autoRenewOn
        : CompanyText.actions[id],
    isDanger: id === "close",
  }));

export const jobActionsNote = (job: JobActionSubject): string | undefined =>
  withheldJobActionTexts(job).join(" ") || undefined;
