/**
 * The on-demand parts of the job list screens (README "Bundle"), behind one loader module (onDemand.ts):
 * only this chunk carries the preload list of those parts, so a page's own chunk carries none.
 */
export const onDemand = () => import("./onDemand.ts");
