/**
 * The job wizard's frame, step 1 and step rules' own texts, apart from the rest of the employer area's
 * (CompanyText spreads them, so `CompanyText.title` still works): the wizard's first load carries only
 * these (see README "Bundle"). The spec's texts come from the domain.
 */
import { hyperlinkInvalidText, navigationLabels } from "@haulboard/domain";

export const WizardText = {
  wizardTitle: navigationLabels.createJob,
  steps: ["Job content", "Targeting address", "Add-ons", "Payment"],
  stepsLabel: "Steps",
  stepOf: (current: number, total: number) => `Step ${current} of ${total}`,
  next: "Next",
  retry: "Try again",
  /** The wizard opened by someone with no company (an admin not acting for one, an unfinished sign-up). */
  noCompany: "Jobs are posted for a company, and you are not acting for one.",
  noCompanyAdmin: "Choose a company and one of its users with Impersonate in the header to post for them.",
  createCompany: "Create your company",
  back: "Back",
  title: "Job title",
  jobType: "Job type",
  requiredExperience: "Required experience",
  additionalExperience: "Additional experience",
  homeTime: "Home time",
  driverUnload: "Driver unload",
  expectedPay: "Expected pay",
  salaryType: "Salary type",
  signOnBonus: "Sign-on bonus",
  startingBonus: "Starting bonus",
  benefits: "Benefits",
  endorsements: "Endorsements",
  jobDescription: "Job description",
  zipCode: "Zip code (optional)",
  video: "Video (mp4 or webm)",
  removeVideo: "Remove video",
  loadingVideo: "Loading the video upload…",
  required: (label: string) => `${label} is required`,
  titleTooLong: "Job title must be at most 200 characters",
  zipInvalid: "Enter a 5-digit zip code",
  uploadRunning: "Wait until the video upload finishes",
  hyperlinkInvalid: hyperlinkInvalidText,
};
