/** Dates: the API writes YYYY-MM-DD; screens show MM/DD/YY, applicant screens MM/DD/YYYY (access §9). */
const apiDatePrefix = /^(\d{4})-(\d{2})-(\d{2})/;

const parts = (apiDate: string): { year: string; month: string; day: string } | undefined => {
  const match = apiDatePrefix.exec(apiDate.trim());
  return match === null
    ? undefined
    : { year: match[1] as string, month: match[2] as string, day: match[3] as string };
};

/** "2024-03-07" (or an ISO date-time starting so) to "03/07/24"; text that is not a date gives "". */
export const formatDisplayDate = (apiDate: string | null | undefined): string => {
  const date = parts(apiDate ?? "");
  return date === undefined ? "" : `${date.month}/${date.day}/${date.year.slice(2)}`;
};

/** "2024-03-07" to "03/07/2024", as applicant screens show dates. */
export const formatApplicantDate = (apiDate: string | null | undefined): string => {
  const date = parts(apiDate ?? "");
  return date === undefined ? "" : `${date.month}/${date.day}/${date.year}`;
};

const pad = (value: number, width = 2): string => String(value).padStart(width, "0");

/** A local calendar date to the API form YYYY-MM-DD. */
export const toApiDate = (date: Date): string =>
  `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The impersonation countdown as mm:ss ("10:00", "00:05"); negative values show "00:00". */
export const formatCountdown = (seconds: number): string => {
  const whole = Math.max(0, Math.floor(seconds));
  return `${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`;
};
