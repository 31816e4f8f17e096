/** Where the Terms of Service and the Privacy Policy are read (a module of its own: links need only this). */
export const legalPaths = { terms: "/terms", privacy: "/privacy" } as const;
export type LegalKind = keyof typeof legalPaths;
