/**
 * The job wizard's frame, step 1 and step rules' own texts, apart from the rest of the employer area's
 * (CompanyText spreads them, so `CompanyText.title` still works): the wizard's first load carries only
 * these (see README "Bundle"). The spec's texts come from the domain.
 */
import {
  hyperlinkInvalidText,
  JobContentLabels,
  JobContentMessages,
  navigationLabels,
} from "@haulboard/domain";

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
  title: JobContentLabels.title,
  jobType: JobContentLabels.jobType,
  requiredExperience: JobContentLabels.requiredExperience,
  additionalExperience: "Additional experience",
  homeTime: JobContentLabels.homeTime,
  driverUnload: "Driver unload",
  expectedPay: JobContentLabels.expectedPay,
  salaryType: JobContentLabels.salaryType,
  signOnBonus: "Sign-on bonus",
  startingBonus: "Starting bonus",
  benefits: "Benefits",
  endorsements: "Endorsements",
  jobDescription: "Job description",
  zipCode: "Zip code (optional)",
  video: "Video (mp4 or webm)",
  removeVideo: "Remove video",
  loadingVideo: "Loading the video upload…",
  required: JobContentMessages.required,
  titleTooLong: JobContentMessages.titleTooLong,
  zipInvalid: JobContentMessages.zipInvalid,
  uploadRunning: "Wait until the video upload finishes",
  hyperlinkInvalid: hyperlinkInvalidText,
};
