import { type FeatureFlags, featureFlagDefaults, readFeatureFlags } from "@haulboard/domain";
import { createContext, type ReactNode, useContext, useState } from "react";

const FeatureFlagsContext = createContext<FeatureFlags>(featureFlagDefaults);

export interface FeatureFlagsProviderProps {
  readonly children: ReactNode;
  /** Fixed flags (stories, tests); otherwise the defaults with the first page's query overrides. */
  readonly flags?: FeatureFlags;
}

/**
 * The feature flags of the visit (access §3): the spec's defaults, switched by query parameters on the page
 * the visit starts on (`?newLayout=true`). Read once, so the flags stay the same while the user navigates.
 */
export function FeatureFlagsProvider({ children, flags }: FeatureFlagsProviderProps) {
  const [initial] = useState(() => flags ?? readFeatureFlags(globalThis.location?.search ?? ""));
  return <FeatureFlagsContext.Provider value={flags ?? initial}>{children}</FeatureFlagsContext.Provider>;
}

export const useFeatureFlags = (): FeatureFlags => useContext(FeatureFlagsContext);
