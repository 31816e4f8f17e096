import { makeCodeTable } from "./CodeTable.ts";

/**
 * The 15 job types (employer-work §9). The spec names them without codes: the snake_case codes are ours.
 */
export const JobType = makeCodeTable({
  dry_van: "Dry Van",
  flatbed: "Flatbed",
  tanker: "Tanker",
  reefer: "Reefer",
  garbage_truck: "Garbage Truck",
  mixer: "Mixer",
  refrigerated_freight: "Refrigerated Freight",
  bus: "Bus",
  ready_mixer: "Ready Mixer",
  hotshot: "Hotshot",
  roll_off: "Roll Off",
  dump_truck: "Dump Truck",
  livestock_carrier: "Livestock Carrier",
  owner_operator: "Owner Operator",
  other: "Other",
});
export type JobTypeCode = (typeof JobType.codes)[number];

/** Experience codes (employer-work §9); the spec gives codes only, the labels are our reading of them. */
export const Experience = makeCodeTable({
  CS: "CDL School Graduate",
  M6: "6 Months",
  M12: "12 Months",
  Y1: "1+ Year",
  Y2: "2+ Years",
});
export type ExperienceCode = (typeof Experience.codes)[number];

/** Home-time codes (employer-work §9); labels are our reading: daily, every N days, weekly, other. */
export const HomeTime = makeCodeTable({
  HD: "Home Daily",
  HW: "Home Weekly",
  D2: "Home Every 2 Days",
  D3: "Home Every 3 Days",
  D4: "Home Every 4 Days",
  D5: "Home Every 5 Days",
  D6: "Home Every 6 Days",
  O: "Other",
});
export type HomeTimeCode = (typeof HomeTime.codes)[number];
