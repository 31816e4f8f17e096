import { Schema } from "effect";

/** Logo crop bounds (employer-work §5): size from 200 to 700 in steps of 10. */
export const logoCrop = { min: 200, max: 700, step: 10 } as const;

/** The spec gives the bounds without a message: ours. */
export const LogoCropMessages = { invalid: "Choose a size from 200 to 700 in steps of 10" } as const;

export const isLogoCropSize = (size: number): boolean =>
  Number.isInteger(size) && size >= logoCrop.min && size <= logoCrop.max && size % logoCrop.step === 0;

/** Brings any slider value within the bounds, on the nearest step. */
export const clampLogoCropSize = (size: number): number => {
  if (!Number.isFinite(size)) return logoCrop.min;
  const stepped = Math.round(size / logoCrop.step) * logoCrop.step;
  return Math.min(logoCrop.max, Math.max(logoCrop.min, stepped));
};

export const LogoCropSize = Schema.Number.pipe(
  Schema.check(
    Schema.makeFilter((size: number) => (isLogoCropSize(size) ? undefined : LogoCropMessages.invalid)),
  ),
);
export type LogoCropSize = typeof LogoCropSize.Type;

/** The logo's crop as the company stores it: size and top and left offsets. */
export const LogoCrop = Schema.Struct({ size: LogoCropSize, top: Schema.Number, left: Schema.Number });
export type LogoCrop = typeof LogoCrop.Type;
