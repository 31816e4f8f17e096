/** Feature flags (access §3, employer-work §4). */
export const featureFlagNames = ["channels", "newLayout", "socialLogin", "pickers"] as const;
export type FeatureFlagName = (typeof featureFlagNames)[number];
export type FeatureFlags = Readonly<Record<FeatureFlagName, boolean>>;

/**
 * The spec's defaults. `socialLogin` is on here as the spec says; the web app turns it off when the
 * server reports no social-login provider configured.
 */
export const featureFlagDefaults: FeatureFlags = {
  channels: true,
  newLayout: false,
  socialLogin: true,
  pickers: true,
};

const truthy = new Set(["true", "1", "on", "yes"]);
const falsy = new Set(["false", "0", "off", "no"]);

/**
 * Reads a flag value from a query parameter: `true`, `1`, `on`, `yes` switch a flag on; `false`, `0`, `off`,
 * `no` switch it off (case-insensitive); a bare `?newLayout` (empty value) switches it on; anything else is
 * ignored.
 */
export const parseFlagValue = (value: string): boolean | undefined => {
  const normalised = value.trim().toLowerCase();
  if (normalised === "" || truthy.has(normalised)) return true;
  if (falsy.has(normalised)) return false;
  return undefined;
};

/**
 * The flags for a page: the defaults, then query-parameter overrides named exactly like the flags
 * (`?newLayout=true&channels=false`). The last occurrence of a parameter wins; other parameters are ignored.
 */
export const readFeatureFlags = (
  search: string,
  defaults: FeatureFlags = featureFlagDefaults,
): FeatureFlags => {
  const params = new URLSearchParams(search);
  const flags: Record<FeatureFlagName, boolean> = { ...defaults };
  for (const name of featureFlagNames) {
    const values = params.getAll(name);
    const last = values[values.length - 1];
    if (last === undefined) continue;
    const parsed = parseFlagValue(last);
    if (parsed !== undefined) flags[name] = parsed;
  }
  return flags;
};
