import { Schema } from "effect";
import { delay, type HttpHandler, HttpResponse, http } from "msw";
import { type Api, api, endpoints } from "../contract/Api.ts";
import { type AnyEndpoint, routePattern } from "../contract/Endpoint.ts";
import * as D from "./driverFixtures.ts";
import * as F from "./fixtures.ts";

type SuccessOf<E> = E extends AnyEndpoint ? E["success"]["Type"] : never;

/** Matches the API under any origin: `*\/api/v1/companies/search`. */
export const mockBase = "*/api/v1";

/** The decoded answer of every call in the default (filled) state. */
export const defaultAnswers: {
  readonly [G in keyof Api]: { readonly [K in keyof Api[G]]: SuccessOf<Api[G][K]> };
} = {
  auth: {
    login: F.loginFixture,
    loginSocial: F.loginFixture,
    // As the server answers by default: no provider configured.
    socialProviders: { sources: [] },
    logout: null,
    signup: F.signupFixture,
    refresh: F.tokensFixture,
    changePassword: null,
    tokenPassword: null,
    verifyTokenPassword: F.verifyTokenPasswordFixture,
    resetPassword: null,
    verifyEmail: null,
    serviceToken: F.serviceTokenFixture,
    validateEmployerEmail: F.validateEmailFixture,
    impersonate: F.impersonateFixture,
    endImpersonation: null,
  },
  employer: { get: F.employerFixture, update: F.employerFixture },
  members: {
    deleteOwnAccount: null,
    getProfile: D.driverProfileFixture,
    updateProfile: D.driverProfileFixture,
    searchJobs: D.jobSearchFixture,
    getJob: D.driverJobFixture,
    jobLink: null,
    apply: D.applicationsFixture[0]!,
    listApplications: D.applicationsFixture,
  },
  companies: {
    search: F.companyListFixture,
    get: F.companyFixture,
    logo: { url: "https://media.haulboard.test/logos/logo-118.png" },
    create: F.companyFixture,
    update: F.companyFixture,
    adminCreate: F.companyFixture,
  },
  employees: {
    list: F.employeesFixture,
    add: F.employeesFixture[1]!,
    update: F.employeesFixture[1]!,
    resetPassword: null,
  },
  admin: {
    listAdmins: F.adminsFixture,
    createAdmin: F.adminsFixture[0]!,
    searchAdmins: F.adminsFixture,
    getEmployer: F.employeesFixture[0]!,
    changeEmployerPassword: null,
    listCompanyEmployers: F.employeesFixture,
  },
  driverSubscriptions: {
    search: F.subscriptionDriversFixture,
    cancel: {
      ...F.subscriptionFixture,
      renewalCanceledAt: "2026-03-20T10:00:00.000Z",
      renewalCancellationReason: "Other",
    },
  },
  lead: { invite: F.inviteFixture },
  places: { autocomplete: F.placeSuggestionsFixture, geocode: F.placeFixture },
  jobs: {
    get: F.jobDetailFixture,
    update: F.jobDetailFixture,
    delete: null,
    create: F.jobPostResultFixture,
    list: F.jobListFixture,
    search: F.jobListFixture,
    close: { ...F.jobListFixture[0]!, status: "Inactive" },
    cancel: { ...F.jobListFixture[0]!, status: "Cancelled" },
    cancelRenewal: {
      ...F.jobListFixture[0]!,
      autoRenew: false,
      renewalCancellationReason: "Position filled",
    },
    updateAddress: F.jobDetailFixture,
    statistics: F.jobStatisticsFixture,
    contactReview: null,
  },
  addons: {
    list: F.addonsFixture,
    replace: F.addonsFixture,
    update: F.addonsFixture[0]!,
    adminAdd: F.addonsFixture,
    adminBoost: F.addonsFixture[0]!,
  },
  payment: {
    getMethod: F.paymentMethodFixture,
    testCards: [],
    tokenizeCard: F.cardTokenFixture,
    saveCard: F.paymentMethodFixture,
    charge: F.chargeFixture,
    payAddons: F.chargeFixture,
    boost: F.chargeFixture,
    renewal: F.chargeFixture,
    getBilling: F.billingInfoFixture,
    updateBilling: F.billingInfoFixture,
    invoices: F.invoicesFixture,
    invoiceCharge: F.chargeFixture,
    jobInvoice: F.invoicesFixture[0]!,
    billingHistory: F.billingHistoryFixture,
    orderHistory: F.ordersFixture,
    receipt: { url: "https://media.haulboard.test/receipts/8801.pdf" },
    orderStatistics: F.orderStatisticsFixture,
    invoiceLines: F.invoiceLinesFixture,
    settleInvoice: { ...F.invoicesFixture[0]!, status: "CLOSED" },
    billingDue: F.billingDueFixture,
  },
  candidates: { list: F.candidatesFixture },
  applicants: {
    list: F.applicantsFixture,
    search: F.applicantsFixture,
    setStage: { updated: 2 },
    bulkTag: { updated: 3 },
    notes: [],
    addNote: {
      id: 1,
      body: "Called, will call back Friday",
      authorName: "Cody Carver",
      createdAt: "2026-03-05T15:04:00.000Z",
      canDelete: true,
    },
    deleteNote: null,
    exportCsv: {
      fileName: "applicants-job-9320-2026-03-15.csv",
      content: "Name,Stage\r\nLuis Escobedo,New\r\n",
    },
  },
  tags: {
    list: F.tagsFixture,
    create: F.tagsFixture[0]!,
    attachToApplicant: null,
    detachFromApplicant: null,
    deleteApplicantTags: null,
    addToJob: F.tagsFixture[0]!,
    removeFromJob: null,
    removeAllFromJob: null,
  },
  media: {
    uploadSimple: F.storedFileFixture,
    startUpload: F.startUploadFixture,
    uploadPart: { partNumber: 1, etag: "etag-1", size: 5_242_880, checksum: "bm8gY2hlY2tzdW0=" },
    finishUpload: F.storedFileFixture,
    listParts: [],
    delete: null,
    uploadChannelImage: F.uploadImageFixture,
    uploadJobImage: F.uploadImageFixture,
    uploadAd: F.storedFileFixture,
    startAdUpload: F.startUploadFixture,
    uploadAdPart: { partNumber: 1, etag: "etag-1", size: 5_242_880, checksum: "bm8gY2hlY2tzdW0=" },
    finishAdUpload: F.storedFileFixture,
    listAdParts: [],
    deleteAd: null,
    uploadCompanyLogo: F.uploadLogoFixture,
  },
  news: {
    searchChannels: F.channelsFixture,
    createChannel: F.channelsFixture[0]!,
    getChannel: F.channelsFixture[0]!,
    updateChannel: F.channelsFixture[0]!,
    deleteChannel: null,
    listPosts: F.postsFixture,
    createPost: F.postsFixture[0]!,
    getPost: F.postsFixture[0]!,
    updatePost: F.postsFixture[0]!,
    deletePost: null,
    feed: F.feedPageFixture,
    readPost: F.feedPostFixture,
  },
  albums: {
    list: F.albumsFixture,
    save: F.albumsFixture[0]!,
    delete: null,
    listImages: F.albumImagesFixture,
    addImage: F.albumImagesFixture[0]!,
    removeImage: null,
  },
  ads: {
    list: F.adsFixture,
    search: F.adsFixture,
    get: F.adsFixture[0]!,
    create: F.adsFixture[0]!,
    update: F.adsFixture[0]!,
    duplicate: F.adsFixture[0]!,
    delete: null,
    getSettings: F.adSettingsFixture,
    updateSettings: F.adSettingsFixture,
    serve: F.servedSlotsFixture,
    impression: { counted: true },
    click: null,
  },
};

const method = (endpoint: AnyEndpoint) => {
  switch (endpoint.method) {
    case "GET":
      return http.get;
    case "POST":
      return http.post;
    case "PATCH":
      return http.patch;
    case "PUT":
      return http.put;
    case "DELETE":
      return http.delete;
  }
};

const pageOf = (request: Request, items: ReadonlyArray<unknown>) => {
  const url = new URL(request.url);
  const offset = Number(url.searchParams.get("offset") ?? 0);
  const limit = Number(url.searchParams.get("limit") ?? 10);
  return { data: items.slice(offset, offset + limit), pagination: { offset, limit, total: items.length } };
};

/** The success envelope of `data` (decoded), encoded to the wire like the server does. */
export const answerBody = (endpoint: AnyEndpoint, data: unknown, request: Request) => {
  const wire = Schema.encodeUnknownSync(endpoint.success)(data);
  return endpoint.paginated ? pageOf(request, wire as ReadonlyArray<unknown>) : { data: wire };
};

/** A handler answering `data` (decoded, typed by the contract) for one endpoint. */
export const mockEndpoint = <E extends AnyEndpoint>(
  endpoint: E,
  data: SuccessOf<E> | ((request: Request) => SuccessOf<E> | Promise<SuccessOf<E>>),
  options: { readonly delayMs?: number } = {},
): HttpHandler =>
  method(endpoint)(`${mockBase}${routePattern(endpoint.path)}`, async ({ request }) => {
    if (options.delayMs) await delay(options.delayMs);
    const value = typeof data === "function" ? await (data as (r: Request) => unknown)(request) : data;
    if (endpoint.download) {
      // A file, as the server sends it: the text with its name in Content-Disposition.
      const file = value as { fileName: string; content: string };
      return new HttpResponse(file.content, {
        headers: {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="${file.fileName}"`,
        },
      });
    }
    return HttpResponse.json(answerBody(endpoint, value, request));
  });

/** The variants a story needs for one call. */
export interface MockBuilder<E extends AnyEndpoint> {
  /** The filled state (the default fixture unless `data` is given). */
  readonly ok: (data?: SuccessOf<E>) => HttpHandler;
  /** An empty list (or null) answer. */
  readonly empty: () => HttpHandler;
  /** A failure `{ errors: [{ message }] }` with the status. */
  readonly error: (status?: number, message?: string) => HttpHandler;
  /** Never answers: the loading state. */
  readonly loading: () => HttpHandler;
  /** Answers the fixture after `ms` (default 1500). */
  readonly slow: (ms?: number) => HttpHandler;
  /** No response at all (network failure). */
  readonly networkError: () => HttpHandler;
}

const builderFor = <E extends AnyEndpoint>(endpoint: E, fallback: SuccessOf<E>): MockBuilder<E> => {
  const path = `${mockBase}${routePattern(endpoint.path)}`;
  return {
    ok: (data) => mockEndpoint(endpoint, data ?? fallback),
    empty: () => mockEndpoint(endpoint, (Array.isArray(fallback) ? [] : null) as SuccessOf<E>),
    error: (status = 500, message = status >= 500 ? "Internal server error" : "Request refused") =>
      method(endpoint)(path, () => HttpResponse.json({ errors: [{ message }] }, { status })),
    loading: () =>
      method(endpoint)(path, async () => {
        await delay("infinite");
        return HttpResponse.json(null);
      }),
    slow: (ms = 1500) => mockEndpoint(endpoint, fallback, { delayMs: ms }),
    networkError: () => method(endpoint)(path, () => HttpResponse.error()),
  };
};

export type Mocks = {
  readonly [G in keyof Api]: {
    readonly [K in keyof Api[G]]: Api[G][K] extends AnyEndpoint ? MockBuilder<Api[G][K]> : never;
  };
};

/** `mocks.companies.search.empty()`, `mocks.jobs.get.error(404)`, `mocks.employer.get.loading()` … */
export const mocks: Mocks = Object.fromEntries(
  Object.entries(api).map(([group, calls]) => [
    group,
    Object.fromEntries(
      Object.entries(calls as Record<string, AnyEndpoint>).map(([name, endpoint]) => [
        name,
        builderFor(
          endpoint,
          (defaultAnswers as Record<string, Record<string, unknown>>)[group]![name] as never,
        ),
      ]),
    ),
  ]),
) as unknown as Mocks;

/**
 * One filled-state handler per call, in the order of `endpoints` (static paths first, so `/ads/settings`
 * is not caught by `/ads/:id`): the default set for stories and component tests.
 */
export const handlers: ReadonlyArray<HttpHandler> = endpoints.map((endpoint) => {
  const [group, name] = endpoint.name.split(".") as [string, string];
  return (mocks as unknown as Record<string, Record<string, MockBuilder<AnyEndpoint>>>)[group]![name]!.ok();
});
