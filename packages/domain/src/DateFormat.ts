/**
 * Dates: the API writes YYYY-MM-DD; every screen shows MM/DD/YYYY (employer-work §9, issue 35 #9; access §9's
 * MM/DD/YY is superseded). One formatter for all screens: never `toLocaleDateString` or `Intl.DateTimeFormat`.
 */
const apiDatePrefix = /^(\d{4})-(\d{2})-(\d{2})/;

const parts = (apiDate: string): { year: string; month: string; day: string } | undefined => {
  const match = apiDatePrefix.exec(apiDate.trim());
  return match === null
    ? undefined
    : { year: match[1] as string, month: match[2] as string, day: match[3] as string };
};

/** "2024-03-07" (or an ISO date-time starting so) to "03/07/2024"; text that is not a date gives "". */
export const formatDate = (apiDate: string | null | undefined): string => {
  const date = parts(apiDate ?? "");
  return date === undefined ? "" : `${date.month}/${date.day}/${date.year}`;
};

const pad = (value: number, width = 2): string => String(value).padStart(width, "0");

/**
 * An ISO date-time as the local date and time, "11/29/2026 2:30 PM" (a scheduled post's "Publish at");
 * text that is not a date-time gives "".
 */
export const formatDateTime = (isoDateTime: string | null | undefined): string => {
  const date = new Date(isoDateTime ?? "");
  if (isoDateTime == null || Number.isNaN(date.getTime())) return "";
  const hours = date.getHours();
  return `${formatDate(toApiDate(date))} ${hours % 12 === 0 ? 12 : hours % 12}:${pad(date.getMinutes())} ${hours < 12 ? "AM" : "PM"}`;
};

/** A local calendar date to the API form YYYY-MM-DD. */
export const toApiDate = (date: Date): string =>
  `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The impersonation countdown as mm:ss ("10:00", "00:05"); negative values show "00:00". */
export const formatCountdown = (seconds: number): string => {
  const whole = Math.max(0, Math.floor(seconds));
  return `${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`;
};
