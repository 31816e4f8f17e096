// The loaders of the design system's parts that the job screens load after their first paint (README
// "Bundle"), reached through the wrappers in Lazy.tsx. Kept apart from onDemand.ts, whose parts themselves
// use those wrappers.
export const loadFields = () => import("./lazyFields.ts");
export const loadDialogs = () => import("./lazyDialogs.ts");
