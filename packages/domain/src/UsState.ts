import { makeCodeTable } from "./CodeTable.ts";

/** The US states and DC, code to name (access §3). */
export const UsState = makeCodeTable({
  AL: "Alabama",
  AK: "Alaska",
  AZ: "Arizona",
  AR: "Arkansas",
  CA: "California",
  CO: "Colorado",
  CT: "Connecticut",
  DE: "Delaware",
  DC: "District of Columbia",
  FL: "Florida",
  GA: "Georgia",
  HI: "Hawaii",
  ID: "Idaho",
  IL: "Illinois",
  IN: "Indiana",
  IA: "Iowa",
  KS: "Kansas",
  KY: "Kentucky",
  LA: "Louisiana",
  ME: "Maine",
  MD: "Maryland",
  MA: "Massachusetts",
  MI: "Michigan",
  MN: "Minnesota",
  MS: "Mississippi",
  MO: "Missouri",
  MT: "Montana",
  NE: "Nebraska",
  NV: "Nevada",
  NH: "New Hampshire",
  NJ: "New Jersey",
  NM: "New Mexico",
  NY: "New York",
  NC: "North Carolina",
  ND: "North Dakota",
  OH: "Ohio",
  OK: "Oklahoma",
  OR: "Oregon",
  PA: "Pennsylvania",
  RI: "Rhode Island",
  SC: "South Carolina",
  SD: "South Dakota",
  TN: "Tennessee",
  TX: "Texas",
  UT: "Utah",
  VT: "Vermont",
  VA: "Virginia",
  WA: "Washington",
  WV: "West Virginia",
  WI: "Wisconsin",
  WY: "Wyoming",
});
export type UsStateCode = (typeof UsState.codes)[number];

export const stateName = (code: string): string | undefined =>
  UsState.isCode(code.toUpperCase()) ? UsState.labelOf(code.toUpperCase() as UsStateCode) : undefined;

/** The code of a state given by code or by name (any case), or undefined. */
export const stateCodeFromName = (codeOrName: string): UsStateCode | undefined => {
  const upper = codeOrName.trim().toUpperCase();
  return UsState.isCode(upper) ? upper : UsState.codeOf(codeOrName);
};
