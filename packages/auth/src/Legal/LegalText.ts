/**
 * The Terms of Service and the Privacy Policy. The spec names both documents but gives no wording: this is
 * placeholder text written for the portal, clearly marked as such on the page, for the company's counsel to
 * replace (README "Choices where the spec is silent").
 */
export interface LegalDocument {
  readonly title: string;
  readonly updated: string;
  readonly sections: readonly { readonly heading: string; readonly paragraphs: readonly string[] }[];
}

export const LegalText = {
  placeholderNotice:
    "Placeholder text: Haulboard's own legal terms will replace this page. Until then it describes how the portal works today.",
  backToSignIn: "Back to sign in",
  otherDocument: { terms: "Read the Privacy Policy", privacy: "Read the Terms of Service" },
} as const;

export const termsOfService: LegalDocument = {
  title: "Terms of Service",
  updated: "Last updated: November 2026",
  sections: [
    {
      heading: "Who we are",
      paragraphs: [
        "Haulboard is a job board and news network for the trucking industry. Employers post jobs and manage their company account; drivers find jobs and keep up with trucking news.",
      ],
    },
    {
      heading: "Your account",
      paragraphs: [
        "Keep your password to yourself and tell us at once if you think someone else used your account. You are responsible for what is done with it.",
        "The details you give us (your name, email, phone and your company's details) must be true and kept up to date.",
      ],
    },
    {
      heading: "Posting jobs",
      paragraphs: [
        "Job posts must describe a real position, follow the law where the job is offered, and never ask drivers for payment.",
        "We may remove a post or close an account that breaks these terms.",
      ],
    },
    {
      heading: "Payments",
      paragraphs: [
        "Paid plans and add-ons are charged as shown before you confirm them. Receipts are sent to the account's email.",
      ],
    },
    {
      heading: "Changes",
      paragraphs: ["When these terms change we will ask you to accept them again the next time you sign in."],
    },
  ],
};

export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  updated: "Last updated: November 2026",
  sections: [
    {
      heading: "What we collect",
      paragraphs: [
        "Your account details (name, email, phone), your company's details, the jobs you post, and the device identifier and sign-in times that keep your account safe.",
      ],
    },
    {
      heading: "Cookies and storage",
      paragraphs: [
        "One cookie remembers whether you accepted these terms. Your browser keeps your sign-in tokens and a device identifier; signing out removes the tokens.",
      ],
    },
    {
      heading: "How we use it",
      paragraphs: [
        "To run the job board: show your jobs to drivers, send the emails you ask for (password codes, invitations, receipts), and keep accounts safe from misuse.",
        "We do not sell your data.",
      ],
    },
    {
      heading: "Your choices",
      paragraphs: [
        "You may change your details in Settings, stop marketing emails at any time, and ask us to delete your account.",
      ],
    },
  ],
};
