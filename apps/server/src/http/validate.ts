import { HttpError } from "./errors.ts";

/** Free text of bounded length (company names, street lines …). */
export const checkText = (field: string, value: unknown, options: { min?: number; max: number }): void => {
  if (value === undefined || value === null) return;
  if (typeof value !== "string") throw new HttpError(422, `${field} must be text`, { field });
  const length = value.trim().length;
  if (length < (options.min ?? 0)) throw new HttpError(422, `${field} is required`, { field });
  if (value.length > options.max) {
    throw new HttpError(422, `${field} must be at most ${options.max} characters`, { field });
  }
};
