import { makeCodeTable } from "./CodeTable.ts";

/** The four US zones of the user profile (access §3). */
export const Timezone = makeCodeTable({
  "US/Eastern": "Eastern",
  "US/Central": "Central",
  "US/Mountain": "Mountain",
  "US/Pacific": "Pacific",
});
export type TimezoneName = (typeof Timezone.codes)[number];
export const timezones = Timezone.codes;
export const isTimezone = Timezone.isCode;
