/** The wizard's four steps in order (employer-work §2, §4): their paths under /company/jobs/new. */
export const wizardBase = "/company/jobs/new";
export const wizardPaths = [
  wizardBase,
  `${wizardBase}/targeting-address`,
  `${wizardBase}/addons`,
  `${wizardBase}/payment-method`,
] as const;

export const postedJobsPath = "/company/jobs";

/** The step of a path (0 content … 3 payment). */
export const stepOfPath = (pathname: string, paths: readonly string[] = wizardPaths): number => {
  const trimmed = pathname.replace(/\/+$/, "");
  return Math.max(paths.indexOf(trimmed), 0);
};
