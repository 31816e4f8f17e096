export const DistanceText = {
  near: "Less than 10 miles",
  missing: "Not available",
} as const;

/** Distance display (access §9): under 10 miles, two decimals in miles, or missing. */
export const formatDistance = (miles: number | null | undefined): string => {
  if (miles === null || miles === undefined || !Number.isFinite(miles)) return DistanceText.missing;
  if (miles < 10) return DistanceText.near;
  return `${miles.toFixed(2)} miles`;
};
