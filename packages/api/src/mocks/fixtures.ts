import type { Schema } from "effect";
import { Addon } from "../contract/Addons.ts";
import { AdminUser } from "../contract/Admin.ts";
import { Ad, AdSettings, ServedSlot } from "../contract/Ads.ts";
import { Album, AlbumImage } from "../contract/Albums.ts";
import { Applicant } from "../contract/Applicants.ts";
import {
  ImpersonateResponse,
  LoginResponse,
  ServiceTokenResponse,
  SignupResponse,
  Tokens,
  ValidateEmployerEmailResponse,
  VerifyTokenPasswordResponse,
} from "../contract/Auth.ts";
import { Candidate } from "../contract/Candidates.ts";
import { Company, CompanyListItem } from "../contract/Companies.ts";
import { Subscription, SubscriptionDriver } from "../contract/DriverSubscriptions.ts";
import { Employee } from "../contract/Employees.ts";
import { Employer } from "../contract/Employer.ts";
import type { AnySchema } from "../contract/Endpoint.ts";
import { JobDetail, JobListItem, JobPostResult, JobStatistics } from "../contract/Jobs.ts";
import { InviteResponse } from "../contract/Lead.ts";
import {
  StartUploadResponse,
  StoredFile,
  UploadImageResponse,
  type UploadLogoResponse,
} from "../contract/Media.ts";
import { Channel, FeedPage, FeedPostDetail, Post } from "../contract/News.ts";
import {
  BillingDue,
  BillingHistoryRow,
  BillingInfo,
  CardToken,
  ChargeResult,
  Invoice,
  InvoiceLine,
  Order,
  OrderStatistics,
  PaymentMethod,
} from "../contract/Payment.ts";
import { Place, PlaceSuggestion } from "../contract/Places.ts";
import { Tag } from "../contract/Tags.ts";

type T<S extends AnySchema> = Schema.Schema.Type<S>;

// ---------- Accounts ----------

export const loginFixture: T<typeof LoginResponse> = {
  id: 4021,
  firstName: "Dana",
  lastName: "Whitfield",
  email: "dana.whitfield@redriverfreight.test",
  phone: "4055550142",
  accessToken: "eyJhbGciOiJIUzI1NiJ9.access.dana",
  refreshToken: "eyJhbGciOiJIUzI1NiJ9.refresh.dana",
  termsAcceptedAt: "2026-02-11T15:04:00.000Z",
  userRoles: ["TNCompanyAdmin"],
  profileComplete: true,
  timezone: "US/Central",
  ssnLogin: false,
  redirect: "/company/jobs",
};

export const tokensFixture: T<typeof Tokens> = {
  accessToken: "eyJhbGciOiJIUzI1NiJ9.access.rotated",
  refreshToken: "eyJhbGciOiJIUzI1NiJ9.refresh.rotated",
};

export const signupFixture: T<typeof SignupResponse> = { userId: 4188 };

export const serviceTokenFixture: T<typeof ServiceTokenResponse> = {
  token: "eyJhbGciOiJIUzI1NiJ9.svc",
  expiresIn: 5,
};

export const validateEmailFixture: T<typeof ValidateEmployerEmailResponse> = {
  emailExists: false,
  roles: [],
  missingRole: false,
};

export const verifyTokenPasswordFixture: T<typeof VerifyTokenPasswordResponse> = {
  valid: true,
  resetToken: "reset.7f3a9c",
};

export const impersonateFixture: T<typeof ImpersonateResponse> = {
  firstName: "Marcus",
  lastName: "Oyelaran",
  accessToken: "eyJhbGciOiJIUzI1NiJ9.access.impersonated",
  refreshToken: "eyJhbGciOiJIUzI1NiJ9.refresh.impersonated",
};

export const inviteFixture: T<typeof InviteResponse> = {
  defaultText: "Hi Luis, I use Haulboard to find CDL drivers and thought you would like it too. Join here:",
  invitationLink: "https://haulboard.test/signup?ref=4021",
};

export const employerFixture: T<typeof Employer> = {
  id: 4021,
  companyId: 118,
  firstName: "Dana",
  lastName: "Whitfield",
  email: "dana.whitfield@redriverfreight.test",
  phone: "(405)555-0142",
  emailToVerify: null,
  emailVerified: true,
  timezone: "US/Central",
  profilePicture: null,
  roles: ["TNCompanyAdmin"],
};

// ---------- Companies and employees ----------

export const companyFixture: T<typeof Company> = {
  id: 118,
  companyName: "Red River Freight Lines",
  size: "51-100",
  street1: "2400 S Agnew Ave",
  street2: null,
  city: "Oklahoma City",
  state: "OK",
  postalCode: "73108",
  country: "US",
  employerId: 4021,
  logo: { fileName: "logo-118.png", size: 300, top: 0, left: 10 },
  billingType: "CELERO",
  planId: 2,
  phone: "(405)555-0100",
  email: "dispatch@redriverfreight.test",
  emailToVerify: null,
  emailVerified: true,
  coordinates: [-97.5549, 35.4414],
  latitude: 35.4414,
  longitude: -97.5549,
  blockedUsers: [],
  colorTemplate: null,
  createdAt: "2024-05-02T13:20:00.000Z",
  updatedAt: "2026-03-14T09:41:00.000Z",
  enableRequisiteNumbers: false,
  experiencedDriverFilter: true,
  salesRef: "TX-07",
  secondChanceCompany: false,
  status: "Active",
};

const companyNames = [
  ["Red River Freight Lines", 2, "CELERO", 12, 7, "(405)555-0100", "Active"],
  ["Lone Star Tanker Co.", 1, "CONTRACT", 48, 31, "(713)555-0188", "Active"],
  ["Blue Ridge Flatbed Inc.", 2, "CELERO", 5, 2, null, "Active"],
  ["Great Plains Reefer Express", 1, "CONTRACT", 77, 40, "(402)555-0133", "Active"],
  ["Cascade Dump & Haul", 2, "CELERO", 0, 0, "(503)555-0171", "Locked"],
  ["Magnolia Livestock Carriers", 2, "CELERO", 9, 3, "(601)555-0119", "Active"],
] as const;

export const companyListFixture: ReadonlyArray<T<typeof CompanyListItem>> = companyNames.map(
  ([companyName, planId, billingType, totalJobs, activeJobs, phone, status], index) => ({
    id: 118 + index,
    companyName,
    planId,
    billingType,
    totalJobs,
    activeJobs,
    phone,
    createdAt: `2025-0${index + 1}-1${index}T10:00:00.000Z`,
    status,
  }),
);

export const employeesFixture: ReadonlyArray<T<typeof Employee>> = [
  ["Dana", "Whitfield", "dana.whitfield", "(405)555-0142", true],
  ["Marcus", "Oyelaran", "marcus.oyelaran", "(405)555-0175", true],
  ["Priya", "Ramaswamy", "priya.ramaswamy", null, true],
  ["Tom", "Kowalczyk", "tom.kowalczyk", "(405)555-0190", false],
].map(([firstName, lastName, handle, phone, active], index) => ({
  id: 4021 + index,
  email: `${handle}@redriverfreight.test`,
  companyId: 118,
  firstName: firstName as string,
  lastName: lastName as string,
  phone: phone as string | null,
  active: active as boolean,
  createdAt: `2025-0${index + 1}-03T16:30:00.000Z`,
  blocked: false,
}));

export const adminsFixture: ReadonlyArray<T<typeof AdminUser>> = [
  ["Alicia", "Moreno", "alicia.moreno"],
  ["Ben", "Achterberg", "ben.achterberg"],
  ["Keisha", "Dunmore", "keisha.dunmore"],
].map(([firstName, lastName, handle], index) => ({
  id: 9001 + index,
  firstName: firstName as string,
  lastName: lastName as string,
  fullName: `${firstName} ${lastName}`,
  email: `${handle}@haulboard.test`,
  createdAt: `2024-1${index}-01T12:00:00.000Z`,
  updatedAt: `2026-01-0${index + 1}T12:00:00.000Z`,
}));

// ---------- Drivers and subscriptions ----------

export const subscriptionFixture: T<typeof Subscription> = {
  id: 70011,
  subscription: "healthcare",
  subscriptionType: "monthly",
  tier: "Driver + Family",
  subscriptionDate: "2025-11-01",
  expirationDate: "2026-11-01",
  renewalCanceledAt: null,
  renewalCancellationReason: null,
};

export const subscriptionDriversFixture: ReadonlyArray<T<typeof SubscriptionDriver>> = [
  {
    id: 30101,
    firstName: "Luis",
    lastName: "Escobedo",
    email: "luis.escobedo@mail.test",
    billingCustomerId: "cus_8F2k1Qd",
    phone: "(210)555-0144",
    subscriptions: [
      subscriptionFixture,
      {
        id: 70012,
        subscription: "road_assistance",
        subscriptionType: "yearly",
        tier: "Basic",
        subscriptionDate: "2025-06-15",
        expirationDate: "2026-06-15",
        renewalCanceledAt: "2026-01-20T18:02:00.000Z",
        renewalCancellationReason: "Unhappy with the coverage",
      },
    ],
  },
  {
    id: 30102,
    firstName: "Shannon",
    lastName: "Pike",
    email: "shannon.pike@mail.test",
    billingCustomerId: null,
    phone: null,
    subscriptions: [
      {
        id: 70020,
        subscription: "road_assistance",
        subscriptionType: "monthly",
        tier: "Plus",
        subscriptionDate: "2024-03-01",
        expirationDate: "2025-03-01",
        renewalCanceledAt: null,
        renewalCancellationReason: null,
      },
    ],
  },
  {
    id: 30103,
    firstName: "Darnell",
    lastName: "Haynes",
    email: "darnell.haynes@mail.test",
    billingCustomerId: "cus_1aZ93Lm",
    phone: "(901)555-0102",
    subscriptions: [],
  },
];

// ---------- Jobs ----------

export const tagsFixture: ReadonlyArray<T<typeof Tag>> = [
  { id: 1, tag: "Priority" },
  { id: 2, tag: "Call back" },
  { id: 3, tag: "Team drivers" },
];

export const addonsFixture: ReadonlyArray<T<typeof Addon>> = [
  {
    id: 501,
    addonType: "boost",
    cost: 200,
    renewable: true,
    subscribed: true,
    externalUrl: null,
    paid: true,
  },
  {
    id: 502,
    addonType: "hyperlink",
    cost: 100,
    renewable: true,
    subscribed: true,
    externalUrl: "https://redriverfreight.test/careers/otr",
    paid: true,
  },
];

export const jobDetailFixture: T<typeof JobDetail> = {
  id: 9310,
  companyId: 118,
  title: "OTR Dry Van Driver – Home Weekly",
  jobType: "dry_van",
  additionalExperience: "Clean MVR, no more than 2 moving violations in 3 years",
  homeTime: "HW",
  requiredExperience: "Y1",
  jobDescription:
    "<p>Run the I-35 and I-40 lanes with late-model Freightliner Cascadias. No touch freight, paid weekly.</p>",
  driverUnload: false,
  expectedPay: 1650,
  salaryType: "weekly",
  signOnBonus: 2500,
  startingBonus: 0,
  benefits: ["health", "dental", "retirement_plan"],
  endorsements: ["H", "TWIC"],
  address: "2400 S Agnew Ave",
  city: "Oklahoma City",
  state: "OK",
  coordinates: [-97.5549, 35.4414],
  country: "US",
  zipCode: "73108",
  cost: 300,
  addons: addonsFixture,
  videoUrl: null,
  status: "POSTED",
  autoRenew: true,
  tags: [tagsFixture[0] as T<typeof Tag>],
};

const jobTitles = [
  ["OTR Dry Van Driver – Home Weekly", "POSTED", "Oklahoma City", "OK", 34, 3, true],
  ["Regional Flatbed Driver", "POSTED", "Tulsa", "OK", 12, 0, false],
  ["Local Tanker Driver (Hazmat)", "SCHEDULED", "Houston", "TX", 0, 0, false],
  ["Reefer Team Drivers", "Cancelled", "Amarillo", "TX", 58, 0, false],
  ["Dump Truck Driver – Home Daily", "Inactive", "Wichita", "KS", 7, 0, false],
] as const;

export const jobListFixture: ReadonlyArray<T<typeof JobListItem>> = jobTitles.map(
  ([title, status, city, state, totalApplicants, todayApplicants, boostActive], index) => ({
    id: 9310 + index,
    employerId: 4021,
    title,
    totalApplicants,
    todayApplicants,
    status,
    postingDate: `2026-03-0${index + 1}`,
    nextBillingDate: status === "POSTED" ? `2026-04-0${index + 1}` : null,
    expirationDate: `2026-04-0${index + 1}`,
    renewable: status !== "Cancelled",
    autoRenew: status === "POSTED",
    boostActive,
    renewalCanceledAt: status === "Cancelled" ? "2026-03-10T11:00:00.000Z" : null,
    renewalCancellationReason: status === "Cancelled" ? "Position filled" : null,
    city,
    state,
    boostRemainingDays: boostActive ? 12 : null,
    tags: index === 0 ? [tagsFixture[0] as T<typeof Tag>] : [],
    totalCandidates: 40 - index * 6,
  }),
);

export const jobPostResultFixture: T<typeof JobPostResult> = {
  jobsPostToken: "jpt_5d2c81a9",
  jobs: [{ id: 9320, cost: 300, addons: addonsFixture }],
};

export const jobStatisticsFixture: T<typeof JobStatistics> = {
  views: 1284,
  applications: 34,
  hyperlinkClicks: 57,
  totalApplicants: 34,
  todayApplicants: 3,
  totalCandidates: 40,
  days: [
    ["2026-03-01", 120, 4, 6],
    ["2026-03-02", 310, 9, 14],
    ["2026-03-03", 254, 6, 11],
    ["2026-03-04", 198, 5, 9],
    ["2026-03-05", 402, 10, 17],
  ].map(([day, views, applications, hyperlinkClicks]) => ({
    day: day as string,
    views: views as number,
    applications: applications as number,
    hyperlinkClicks: hyperlinkClicks as number,
  })),
};

export const candidatesFixture: ReadonlyArray<T<typeof Candidate>> = [
  [4.2, "Class A CDL", 0.92, 6, "Oklahoma City"],
  [18.75, "Class A CDL", 0.81, 3, "Norman"],
  [null, "Class B CDL", 0.64, 1, null],
  [47.1, null, 0.55, null, "Shawnee"],
].map(([distance, cdlStatus, jobMatching, years, city], index) => ({
  id: 30200 + index,
  experience: years === null ? null : `${years} years`,
  distance: distance as number | null,
  cdlStatus: cdlStatus as string | null,
  jobMatching: jobMatching as number,
  workExperiences: index % 2 === 0 ? ["Dry Van", "Reefer"] : ["Flatbed"],
  yearsOfExperience: years as number | null,
  city: city as string | null,
  reasons: index === 0 ? ["has H and T", "6 years ≥ 1 year required", "home daily", "4 miles"] : ["has H"],
}));

export const applicantsFixture: ReadonlyArray<T<typeof Applicant>> = [
  ["Luis", "Escobedo", 6.3, "Class A CDL", "Oklahoma City", true, [tagsFixture[0]]],
  ["Renee", "Goforth", 22.9, "Class A CDL", "Edmond", true, []],
  ["Jamal", "Whitaker", null, null, "Lawton", false, [tagsFixture[1]]],
].map(([firstName, lastName, distance, cdlStatus, city, withinRange, tags], index) => ({
  id: 61000 + index,
  firstName: firstName as string,
  lastName: lastName as string,
  phone: index === 2 ? null : `(405)555-01${60 + index}`,
  email: `${(firstName as string).toLowerCase()}.${(lastName as string).toLowerCase()}@mail.test`,
  applicationAt: `2026-03-1${index}T14:22:00.000Z`,
  yearsOfExperience: index === 2 ? null : 4 + index,
  distance: distance as number | null,
  cdlStatus: cdlStatus as string | null,
  city: city as string,
  state: "OK",
  zipCode: `731${index}0`,
  street1: index === 2 ? null : `${120 + index} NW 10th St`,
  street2: null,
  workExperiences: ["Dry Van"],
  birthDate: index === 1 ? null : `198${index}-07-14`,
  withinRange: withinRange as boolean,
  ownerOperator: index === 2 ? null : false,
  endorsements: index === 0 ? ["H", "N"] : [],
  tags: tags as ReadonlyArray<T<typeof Tag>>,
}));

// ---------- Billing ----------

export const paymentMethodFixture: T<typeof PaymentMethod> = {
  cardType: "Visa",
  expirationDate: "08/28",
  cardHolder: "Dana Whitfield",
  maskedNumber: "**** **** **** 4242",
};

export const cardTokenFixture: T<typeof CardToken> = {
  cardToken: "tok_sandbox_4242",
  brand: "Visa",
  lastFour: "4242",
};

export const chargeFixture: T<typeof ChargeResult> = {
  transactionId: "txn_90431",
  amount: 300,
  status: "paid",
  invoiceId: null,
};

export const billingInfoFixture: T<typeof BillingInfo> = {
  firstName: "Dana",
  lastName: "Whitfield",
  phone: "(405)555-0142",
  companyName: "Red River Freight Lines",
  location: "Oklahoma City, OK",
  street: "2400 S Agnew Ave",
  city: "Oklahoma City",
  state: "OK",
  zipCode: "73108",
  billingType: "CELERO",
};

export const invoicesFixture: ReadonlyArray<T<typeof Invoice>> = [
  { id: 8801, amount: 300, status: "paid", transactionId: "txn_90431", billingDate: "2026-03-01" },
  { id: 8802, amount: 200, status: "DECLINED", transactionId: null, billingDate: "2026-02-01" },
];

export const billingHistoryFixture: ReadonlyArray<T<typeof BillingHistoryRow>> = [
  {
    id: 8801,
    title: "OTR Dry Van Driver – Home Weekly",
    autoRenew: true,
    billingDate: "2026-03-01",
    createdAt: "2026-03-01T10:12:00.000Z",
    paymentMethod: { description: "Visa ending 4242", cardType: "Visa", maskedNumber: "**** **** **** 4242" },
    addons: ["boost", "hyperlink"],
    amount: 300,
    status: "APPROVED",
    transactionId: "ch_90431",
  },
];

export const ordersFixture: ReadonlyArray<T<typeof Order>> = [
  {
    id: 8801,
    title: "OTR Dry Van Driver – Home Weekly",
    actionType: "new_job",
    amount: 300,
    status: "paid",
    transactionId: "ch_90431",
    billingDate: "2026-03-01",
    paymentMethod: "Visa ending 4242",
  },
];

export const invoiceLinesFixture: ReadonlyArray<T<typeof InvoiceLine>> = [
  {
    orderId: 8801,
    title: "OTR Dry Van Driver – Home Weekly",
    actionType: "new_job",
    amount: 300,
    chargedOn: "2026-11-02",
  },
  { orderId: 8803, title: "2 jobs", actionType: "auto_renew_job", amount: 600, chargedOn: "2026-11-09" },
];

export const orderStatisticsFixture: T<typeof OrderStatistics> = {
  periods: [{ period: "2026-03", orders: 1, total: 300 }],
  orders: 1,
  total: 300,
};

/** A pending promote on the fixture job and its next renewal (issue 36 #1). */
export const billingDueFixture: T<typeof BillingDue> = {
  pending: [{ jobId: 9310, title: "OTR Dry Van Driver – Home Weekly", addons: ["promote"], amount: 100 }],
  renewals: [
    {
      jobId: 9310,
      title: "OTR Dry Van Driver – Home Weekly",
      date: "2026-12-09",
      amount: 600,
      addons: ["boost", "hyperlink"],
    },
  ],
};

// ---------- Media, news, albums, ads, places ----------

export const storedFileFixture: T<typeof StoredFile> = {
  fileName: "jobs/9310/walkaround.mp4",
  url: "https://media.haulboard.test/jobs/9310/walkaround.mp4",
};

export const startUploadFixture: T<typeof StartUploadResponse> = {
  uploadId: "upl_2b7e",
  fileName: "jobs/9310/walkaround.mp4",
};

export const uploadImageFixture: T<typeof UploadImageResponse> = {
  imageUrl: "https://media.haulboard.test/news/12/i-40-closure.jpg",
};

export const uploadLogoFixture: T<typeof UploadLogoResponse> = {
  logo: { fileName: "3f9a0c51d2e84b7a9c6e1f0b2a4d5e6f-343x133.png", size: 400, top: 20, left: 10 },
  url: "https://media.haulboard.test/media/logos/3f9a0c51d2e84b7a9c6e1f0b2a4d5e6f-343x133.png",
  smallUrl: "https://media.haulboard.test/media/logos/3f9a0c51d2e84b7a9c6e1f0b2a4d5e6f-49x19.png",
};

export const channelsFixture: ReadonlyArray<T<typeof Channel>> = [
  ["news", "Industry News", "FMCSA rules, fuel prices and freight markets", true],
  ["blog", "Driver Life", null, true],
  ["video", "Safety Minute", "Short pre-trip and safety videos", false],
].map(([channelType, name, description, isActive], index) => ({
  id: 12 + index,
  channelType: channelType as "news" | "blog" | "video",
  name: name as string,
  description: description as string | null,
  isActive: isActive as boolean,
  createdAt: `2025-0${index + 4}-01T08:00:00.000Z`,
  updatedAt: "2026-03-01T08:00:00.000Z",
}));

export const postsFixture: ReadonlyArray<T<typeof Post>> = [
  {
    id: 340,
    channelId: 12,
    title: "I-40 bridge closure near Memphis: detours for heavy loads",
    body: "<p>Eastbound traffic over 40 tons is routed via I-55. Expect 45-minute delays.</p>",
    thumbnail: "news/12/i-40-closure.jpg",
    thumbnailFull: "https://media.haulboard.test/news/12/i-40-closure.jpg",
    thumbnailSmall: "https://media.haulboard.test/news/12/i-40-closure-small.jpg",
    isActive: true,
    scheduledAt: null,
    createdAt: "2026-03-12T07:30:00.000Z",
    updatedAt: "2026-03-12T07:30:00.000Z",
    views: 2210,
    userId: 9002,
  },
];

/** The drivers' feed (issue 20): the published post of the filled state. */
export const feedPageFixture: T<typeof FeedPage> = {
  posts: postsFixture.map((post) => ({
    id: post.id,
    channelId: post.channelId,
    channelName: channelsFixture[0]!.name,
    title: post.title,
    thumbnailFull: post.thumbnailFull,
    thumbnailSmall: post.thumbnailSmall,
    publishedAt: post.createdAt,
    views: post.views,
  })),
  hasMore: false,
};

export const feedPostFixture: T<typeof FeedPostDetail> = {
  ...feedPageFixture.posts[0]!,
  body: postsFixture[0]!.body,
};

export const albumsFixture: ReadonlyArray<T<typeof Album>> = [
  { id: 1, title: "Truck shows 2026" },
  { id: 2, title: "Safety campaign" },
];

export const albumImagesFixture: ReadonlyArray<T<typeof AlbumImage>> = [
  {
    id: 31,
    albumId: 1,
    channelId: 12,
    imageUrl: "https://media.haulboard.test/news/12/truck-show-lineup.jpg",
    smallImageUrl: "https://media.haulboard.test/news/12/truck-show-lineup-small.jpg",
    createdAt: "2026-03-02T15:00:00.000Z",
  },
  {
    id: 32,
    albumId: 1,
    channelId: 12,
    imageUrl: "https://media.haulboard.test/news/12/chrome-grille.jpg",
    smallImageUrl: "https://media.haulboard.test/news/12/chrome-grille-small.jpg",
    createdAt: "2026-03-01T15:00:00.000Z",
  },
];

export const adsFixture: ReadonlyArray<T<typeof Ad>> = [
  {
    id: 77,
    name: "Fuel card — winter push",
    advertiser: "Fuel Partner",
    headline: "Fuel card: 15¢ off per gallon",
    body: "At 2,000 truck stops across the US.",
    mediaFileName: "fuel-card.png",
    mediaUrl: "https://media.haulboard.test/ads/fuel-card.png",
    kind: "image",
    altText: "A fuel card over a truck at the pump",
    targetUrl: "https://fuelpartner.test/haulboard",
    placements: ["home_banner", "news_list"],
    startsAt: "2026-03-01T00:00:00.000Z",
    endsAt: "2026-06-01T00:00:00.000Z",
    paused: false,
    weight: 10,
    states: [],
    status: "ended",
    impressions: 48211,
    clicks: 913,
    invalidClicks: 57,
    createdAt: "2026-02-20T12:00:00.000Z",
    updatedAt: "2026-03-01T00:00:00.000Z",
  },
];

export const adSettingsFixture: T<typeof AdSettings> = {
  rotation: "weighted",
  frequencyCap: 3,
  homePlacements: ["home_banner", "home_card"],
};

export const servedSlotsFixture: ReadonlyArray<T<typeof ServedSlot>> = [
  {
    placement: "home_banner",
    ad: {
      id: 77,
      kind: "image",
      mediaUrl: "https://media.haulboard.test/ads/fuel-card.png",
      altText: "A fuel card over a truck at the pump",
      headline: "Fuel card: 15¢ off per gallon",
      body: "At 2,000 truck stops across the US.",
      advertiser: "Fuel Partner",
      clickUrl: "/api/v1/ads/77/click?t=fixture",
      impressionToken: "fixture",
    },
  },
  { placement: "home_card", ad: null },
];

export const placeSuggestionsFixture: ReadonlyArray<T<typeof PlaceSuggestion>> = [
  {
    placeId: "zip-73108",
    description: "Oklahoma City, OK 73108, USA",
    terms: ["Oklahoma City", "OK", "73108", "USA"],
  },
];

export const placeFixture: T<typeof Place> = {
  placeId: "zip-73108",
  description: "Oklahoma City, OK 73108, USA",
  components: {
    postal_code: "73108",
    locality: "Oklahoma City",
    administrative_area_level_1: "OK",
    country: "US",
  },
  coordinates: [-97.5549, 35.4414],
};

/** Every fixture with its schema, for the round-trip test and for anyone who needs wire JSON. */
export const fixtureCatalogue: ReadonlyArray<{
  readonly name: string;
  readonly schema: AnySchema;
  readonly value: unknown;
}> = [
  { name: "login", schema: LoginResponse, value: loginFixture },
  { name: "tokens", schema: Tokens, value: tokensFixture },
  { name: "signup", schema: SignupResponse, value: signupFixture },
  { name: "serviceToken", schema: ServiceTokenResponse, value: serviceTokenFixture },
  { name: "validateEmail", schema: ValidateEmployerEmailResponse, value: validateEmailFixture },
  { name: "verifyTokenPassword", schema: VerifyTokenPasswordResponse, value: verifyTokenPasswordFixture },
  { name: "impersonate", schema: ImpersonateResponse, value: impersonateFixture },
  { name: "invite", schema: InviteResponse, value: inviteFixture },
  { name: "employer", schema: Employer, value: employerFixture },
  { name: "company", schema: Company, value: companyFixture },
  ...companyListFixture.map((value, i) => ({ name: `companyList[${i}]`, schema: CompanyListItem, value })),
  ...employeesFixture.map((value, i) => ({ name: `employees[${i}]`, schema: Employee, value })),
  ...adminsFixture.map((value, i) => ({ name: `admins[${i}]`, schema: AdminUser, value })),
  ...subscriptionDriversFixture.map((value, i) => ({
    name: `drivers[${i}]`,
    schema: SubscriptionDriver,
    value,
  })),
  { name: "subscription", schema: Subscription, value: subscriptionFixture },
  ...tagsFixture.map((value, i) => ({ name: `tags[${i}]`, schema: Tag, value })),
  ...addonsFixture.map((value, i) => ({ name: `addons[${i}]`, schema: Addon, value })),
  { name: "jobDetail", schema: JobDetail, value: jobDetailFixture },
  ...jobListFixture.map((value, i) => ({ name: `jobs[${i}]`, schema: JobListItem, value })),
  { name: "jobPostResult", schema: JobPostResult, value: jobPostResultFixture },
  { name: "jobStatistics", schema: JobStatistics, value: jobStatisticsFixture },
  ...candidatesFixture.map((value, i) => ({ name: `candidates[${i}]`, schema: Candidate, value })),
  ...applicantsFixture.map((value, i) => ({ name: `applicants[${i}]`, schema: Applicant, value })),
  { name: "paymentMethod", schema: PaymentMethod, value: paymentMethodFixture },
  { name: "cardToken", schema: CardToken, value: cardTokenFixture },
  { name: "charge", schema: ChargeResult, value: chargeFixture },
  { name: "billingInfo", schema: BillingInfo, value: billingInfoFixture },
  ...invoicesFixture.map((value, i) => ({ name: `invoices[${i}]`, schema: Invoice, value })),
  ...billingHistoryFixture.map((value, i) => ({
    name: `billingHistory[${i}]`,
    schema: BillingHistoryRow,
    value,
  })),
  ...ordersFixture.map((value, i) => ({ name: `orders[${i}]`, schema: Order, value })),
  { name: "orderStatistics", schema: OrderStatistics, value: orderStatisticsFixture },
  { name: "billingDue", schema: BillingDue, value: billingDueFixture },
  ...invoiceLinesFixture.map((value, i) => ({ name: `invoiceLines[${i}]`, schema: InvoiceLine, value })),
  { name: "storedFile", schema: StoredFile, value: storedFileFixture },
  { name: "startUpload", schema: StartUploadResponse, value: startUploadFixture },
  { name: "uploadImage", schema: UploadImageResponse, value: uploadImageFixture },
  ...channelsFixture.map((value, i) => ({ name: `channels[${i}]`, schema: Channel, value })),
  ...postsFixture.map((value, i) => ({ name: `posts[${i}]`, schema: Post, value })),
  ...albumsFixture.map((value, i) => ({ name: `albums[${i}]`, schema: Album, value })),
  ...albumImagesFixture.map((value, i) => ({ name: `albumImages[${i}]`, schema: AlbumImage, value })),
  { name: "feedPage", schema: FeedPage, value: feedPageFixture },
  { name: "feedPost", schema: FeedPostDetail, value: feedPostFixture },
  ...adsFixture.map((value, i) => ({ name: `ads[${i}]`, schema: Ad, value })),
  { name: "adSettings", schema: AdSettings, value: adSettingsFixture },
  ...servedSlotsFixture.map((value, i) => ({ name: `servedSlots[${i}]`, schema: ServedSlot, value })),
  ...placeSuggestionsFixture.map((value, i) => ({
    name: `placeSuggestions[${i}]`,
    schema: PlaceSuggestion,
    value,
  })),
  { name: "place", schema: Place, value: placeFixture },
];
