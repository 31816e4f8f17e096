import type { MediaUploadItem } from "@haulboard/ui";
import type { MediaUploadState } from "../Media/useMediaUpload.ts";
import { type DraftAddress, emptyContent, emptyDraft, type WizardDraft } from "../Wizard/draft.ts";

/** Story and test data of the wizard. */
export const oklahomaCity: DraftAddress = {
  placeId: "zip-73108",
  description: "Oklahoma City, OK 73108, USA",
  address: "",
  city: "Oklahoma City",
  state: "OK",
  zipCode: "73108",
  country: "US",
  coordinates: [-97.5549, 35.4414],
  cost: 300,
};

export const denver: DraftAddress = {
  placeId: "zip-80216",
  description: "Denver, CO 80216, USA",
  address: "",
  city: "Denver",
  state: "CO",
  zipCode: "80216",
  country: "US",
  coordinates: [-104.9531, 39.7837],
  cost: 300,
};

export const filledDraft: WizardDraft = {
  ...emptyDraft,
  started: true,
  content: {
    ...emptyContent,
    title: "Regional flatbed driver",
    jobType: "flatbed",
    requiredExperience: "Y1",
    additionalExperience: "Tarping and securement",
    homeTime: "HW",
    expectedPay: "1450.50",
    signOnBonus: "2500",
    benefits: ["Dental", "Health"],
    endorsements: ["Hazardous Materials", "TWIC Card"],
    driverUnload: true,
    jobDescription:
      "<h2>About the route</h2><p>Regional lanes across <strong>Oklahoma and Colorado</strong>, home every weekend.</p>",
  },
  addresses: [oklahomaCity, denver],
  addons: { chosen: ["boost", "hyperlink"], hyperlinkUrl: "https://acme.example.com/apply", autoRenew: true },
};

const noop = () => {};

/** A media upload state with a fixed item: idle, uploading, done or failed. */
export const uploadState = (item: MediaUploadItem | null): MediaUploadState => ({
  item,
  resumable: null,
  stored: null,
  multimediaUploadFailed: item?.status === "failed",
  choose: noop,
  cancel: noop,
  retry: noop,
  remove: noop,
  resume: noop,
  discardResume: noop,
});
