import { appErrorOf, ErrorFamilies } from "../errors/catalogue.ts";

/** Free text of bounded length (company names, street lines …). */
export const checkText = (field: string, value: unknown, options: { min?: number; max: number }): void => {
  if (value === undefined || value === null) return;
  if (typeof value !== "string") throw appErrorOf(ErrorFamilies.fieldNotText, [field], { field });
  const length = value.trim().length;
  if (length < (options.min ?? 0)) throw appErrorOf(ErrorFamilies.fieldRequired, [field], { field });
  if (value.length > options.max) {
    throw appErrorOf(ErrorFamilies.fieldTooLong, [field, options.max], { field });
  }
};
