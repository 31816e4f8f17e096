import {
  AdMessages,
  ApplicantNoteMessages,
  alreadyPaidMessage,
  type CardErrorKind,
  CompanyTagMessages,
  cardErrorMessages,
  type DeclineCode,
  DriverText,
  declineMessages,
  ErrorText,
  hyperlinkInvalidText,
  type JobActionBlock,
  JobVideoMessages,
  jobActionBlockTexts,
  LogoCropMessages,
  largestChunkSize,
  MediaMessages,
  NewsText,
  type PaidActionRefusal,
  PaymentText,
} from "@haulboard/domain";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { HttpError, type HttpErrorOptions } from "./httpError.ts";

/** One error the server answers with. */
export interface CatalogueEntry {
  readonly status: ContentfulStatusCode;
  /** The text the client shows, byte for byte; a spec text comes from `@haulboard/domain`, never retyped. */
  readonly message: string;
  /** A stable camelCase code a client could switch on (server-side for now: not in the wire body). */
  readonly reason: string;
}

/**
 * Every error text the server answers with, once, with its status and reason (README "Errors"). Throw one
 * with `throw appError(Errors.jobNotFound)`, or `appError(Errors.emailTaken, { field: "email" })` for a
 * field's error. A message may appear once per status: `test/errorCatalogue.test.ts` fails on a text
 * with two statuses, a reason used twice, or an HttpError with a literal text outside this file.
 */
export const Errors = {
  // ---------- 400 ----------
  formFieldTooLong: { status: 400, message: "A form field is too long", reason: "formFieldTooLong" },
  formFieldsFirst: {
    status: 400,
    message: "Send the form fields before the file",
    reason: "formFieldsFirst",
  },
  filterBetweenShape: {
    status: 400,
    message: "filters: between needs { from, to }",
    reason: "filterBetweenShape",
  },
  filterInShape: {
    status: 400,
    message: "filters: in needs a list of at most 1000 values",
    reason: "filterInShape",
  },
  filterKeywordShape: {
    status: 400,
    message: "filters: keyword needs a text value",
    reason: "filterKeywordShape",
  },
  filterTagsShape: {
    status: 400,
    message: "filters: tags needs tag texts or ids",
    reason: "filterTagsShape",
  },
  invalidJson: { status: 400, message: "The request body is not valid JSON", reason: "invalidJson" },
  multipartMalformed: {
    status: 400,
    message: "The multipart body is malformed",
    reason: "multipartMalformed",
  },
  notMultipart: { status: 400, message: "Send the upload as multipart/form-data", reason: "notMultipart" },
  nulCharacter: { status: 400, message: "Text may not contain NUL characters", reason: "nulCharacter" },
  oneFilePerRequest: { status: 400, message: "Send one file per request", reason: "oneFilePerRequest" },
  orderByTags: { status: 400, message: "orders: tags cannot be sorted", reason: "orderByTags" },
  orderFieldUnsortable: {
    status: 400,
    message: "orders: this field cannot be sorted",
    reason: "orderFieldUnsortable",
  },
  paramsInvalid: { status: 400, message: "params: invalid", reason: "paramsInvalid" },
  partNumberRange: {
    status: 400,
    message: "part_number: must be from 1 to 10000",
    reason: "partNumberRange",
  },
  partSizeInvalid: {
    status: 400,
    message: "size: must be a whole number of bytes from 1",
    reason: "partSizeInvalid",
  },
  placeQueryRequired: { status: 400, message: "Give place_id or address", reason: "placeQueryRequired" },
  sizeMissing: { status: 400, message: "size: is missing", reason: "sizeMissing" },
  socialUnavailable: {
    status: 400,
    message: "Social sign-in is not available: no provider is configured on this server",
    reason: "socialUnavailable",
  },
  userIdMismatch: {
    status: 400,
    message: "user_id differs between the query and the body",
    reason: "userIdMismatch",
  },
  // ---------- 401 ----------
  authRequired: { status: 401, message: "Authentication required", reason: "authRequired" },
  invalidToken: {
    status: 401,
    message: "Your session is not valid: please sign in again",
    reason: "invalidToken",
  },
  loginFailed: { status: 401, message: ErrorText.loginFailed, reason: "loginFailed" },
  refreshInvalid: {
    status: 401,
    message: "Your session has ended: please sign in again",
    reason: "refreshInvalid",
  },
  serviceToken: { status: 401, message: "A valid service token is required", reason: "serviceToken" },
  sessionExpired: { status: 401, message: ErrorText.sessionExpired, reason: "sessionExpired" },
  socialInvalid: {
    status: 401,
    message: "The social sign-in token could not be verified",
    reason: "socialInvalid",
  },
  // ---------- 403 ----------
  accountDeactivated: { status: 403, message: "This account is deactivated", reason: "accountDeactivated" },
  adminOnlyField: { status: 403, message: "Only admins can change this field", reason: "adminOnlyField" },
  alreadyImpersonating: {
    status: 403,
    message: "Leave the current impersonation first",
    reason: "alreadyImpersonating",
  },
  contributorsOwnAlbums: {
    status: 403,
    message: NewsText.contributorsOwnAlbums,
    reason: "contributorsOwnAlbums",
  },
  contributorsOwnDrafts: {
    status: 403,
    message: NewsText.contributorsOwnDrafts,
    reason: "contributorsOwnDrafts",
  },
  forbidden: { status: 403, message: "You do not have access to this resource", reason: "forbidden" },
  freeBoostAdminOnly: {
    status: 403,
    message: "Only admins can boost a job without a charge",
    reason: "freeBoostAdminOnly",
  },
  imageInAnotherAlbum: { status: 403, message: NewsText.imageInAnotherAlbum, reason: "imageInAnotherAlbum" },
  impersonateTarget: {
    status: 403,
    message: "Only a company user can be impersonated",
    reason: "impersonateTarget",
  },
  notWhileImpersonating: {
    status: 403,
    message: "This action belongs to the account's owner: it is not allowed while acting as another user",
    reason: "notWhileImpersonating",
  },
  notYourCompany: { status: 403, message: "You can only manage your own company", reason: "notYourCompany" },
  noteNotYours: {
    status: 403,
    message: "Only the note's author or a company admin can delete it",
    reason: "noteNotYours",
  },
  onlyManagersPublish: { status: 403, message: NewsText.onlyManagersPublish, reason: "onlyManagersPublish" },
  staffPaidBoost: { status: 403, message: PaymentText.staffPaidBoost, reason: "staffPaidBoost" },
  targetNotManageable: { status: 403, message: "You cannot manage this user", reason: "targetNotManageable" },
  // ---------- 404 ----------
  adNotFound: { status: 404, message: AdMessages.notFound, reason: "adNotFound" },
  addonNotFound: { status: 404, message: "Add-on not found", reason: "addonNotFound" },
  albumNotFound: { status: 404, message: NewsText.albumNotFound, reason: "albumNotFound" },
  applicantNotFound: { status: 404, message: "Applicant not found", reason: "applicantNotFound" },
  channelNotFound: { status: 404, message: NewsText.channelNotFound, reason: "channelNotFound" },
  companyNotFound: { status: 404, message: "Company not found", reason: "companyNotFound" },
  employeeNotFound: { status: 404, message: "Employee not found", reason: "employeeNotFound" },
  employerNotFound: { status: 404, message: "Employer not found", reason: "employerNotFound" },
  imageNotInAlbum: { status: 404, message: NewsText.imageNotInAlbum, reason: "imageNotInAlbum" },
  invoiceNotFound: { status: 404, message: "Invoice not found", reason: "invoiceNotFound" },
  jobNotFound: { status: 404, message: "Job not found", reason: "jobNotFound" },
  jobPostNotFound: { status: 404, message: "Job post not found", reason: "jobPostNotFound" },
  newsPostNotFound: { status: 404, message: NewsText.postNotFound, reason: "newsPostNotFound" },
  noHyperlink: { status: 404, message: DriverText.noHyperlink, reason: "noHyperlink" },
  notFound: { status: 404, message: "Not found", reason: "notFound" },
  noteNotFound: { status: 404, message: "Note not found", reason: "noteNotFound" },
  orderNotFound: { status: 404, message: "Order not found", reason: "orderNotFound" },
  placeNotFound: { status: 404, message: ErrorText.addressInvalid, reason: "placeNotFound" },
  subscriptionNotFound: { status: 404, message: "Subscription not found", reason: "subscriptionNotFound" },
  tagNotFound: { status: 404, message: "Tag not found", reason: "tagNotFound" },
  uploadNotFound: { status: 404, message: MediaMessages.uploadNotFound, reason: "uploadNotFound" },
  userNotFound: { status: 404, message: "User not found", reason: "userNotFound" },
  // ---------- 409 ----------
  alreadyApplied: { status: 409, message: DriverText.alreadyApplied, reason: "alreadyApplied" },
  alreadyCancelled: {
    status: 409,
    message: "This subscription is already cancelled",
    reason: "alreadyCancelled",
  },
  alreadyExpired: { status: 409, message: "This subscription has already expired", reason: "alreadyExpired" },
  alreadyFinishing: {
    status: 409,
    message: "This upload is already being finished",
    reason: "alreadyFinishing",
  },
  companyExists: { status: 409, message: "You already have a company", reason: "companyExists" },
  emailTaken: { status: 409, message: "This email is already registered", reason: "emailTaken" },
  employerHasCompany: {
    status: 409,
    message: "This employer already has a company",
    reason: "employerHasCompany",
  },
  idempotencyInProgress: {
    status: 409,
    message: PaymentText.idempotencyInProgress,
    reason: "idempotencyInProgress",
  },
  invoiceStateChange: {
    status: 409,
    message: "Only an open invoice can be closed, and only a closed one marked paid",
    reason: "invoiceStateChange",
  },
  notImpersonating: {
    status: 409,
    message: "This session is not an impersonation",
    reason: "notImpersonating",
  },
  orderNotPaid: { status: 409, message: "This order is not paid: it has no receipt", reason: "orderNotPaid" },
  postBeingPaid: { status: 409, message: PaymentText.postBeingPaid, reason: "postBeingPaid" },
  // ---------- 413 ----------
  bodyTooLarge: { status: 413, message: "The request body is too large", reason: "bodyTooLarge" },
  companyQuota: { status: 413, message: MediaMessages.companyQuota, reason: "companyQuota" },
  imageTooLarge: { status: 413, message: MediaMessages.imageTooLarge, reason: "imageTooLarge" },
  partTooLarge: {
    status: 413,
    message: `A part may be at most ${largestChunkSize / 1024 / 1024} MB`,
    reason: "partTooLarge",
  },
  singleTooLarge: {
    status: 413,
    message: "A single upload is under 10 MB: send larger videos in parts",
    reason: "singleTooLarge",
  },
  userQuota: { status: 413, message: MediaMessages.userQuota, reason: "userQuota" },
  videoTooLarge: { status: 413, message: MediaMessages.videoTooLarge, reason: "videoTooLarge" },
  // ---------- 415 ----------
  contentMismatch: { status: 415, message: MediaMessages.contentMismatch, reason: "contentMismatch" },
  imageOnly: { status: 415, message: MediaMessages.imageOnly, reason: "imageOnly" },
  svgRefused: { status: 415, message: MediaMessages.svgRefused, reason: "svgRefused" },
  unsupportedType: { status: 415, message: MediaMessages.unsupportedType, reason: "unsupportedType" },
  videoOnly: { status: 415, message: MediaMessages.videoOnly, reason: "videoOnly" },
  // ---------- 422 ----------
  addressInvalid: { status: 422, message: ErrorText.addressInvalid, reason: "addressInvalid" },
  addressNotUs: { status: 422, message: ErrorText.addressNotUs, reason: "addressNotUs" },
  addressOnlyOnHyperlink: {
    status: 422,
    message: "Only a hyperlink add-on has an address",
    reason: "addressOnlyOnHyperlink",
  },
  addressPositionInvalid: {
    status: 422,
    message: "The address has no valid map position",
    reason: "addressPositionInvalid",
  },
  altRequired: { status: 422, message: AdMessages.altRequired, reason: "altRequired" },
  badChecksum: { status: 422, message: MediaMessages.badChecksum, reason: "badChecksum" },
  cardOnly: { status: 422, message: PaymentText.cardOnly, reason: "cardOnly" },
  cardTokenUnknown: { status: 422, message: PaymentText.cardTokenUnknown, reason: "cardTokenUnknown" },
  channelDescriptionTooLong: {
    status: 422,
    message: "description: at most 2000 characters",
    reason: "channelDescriptionTooLong",
  },
  companyHasNoEmail: {
    status: 422,
    message: "The job's company has no email address",
    reason: "companyHasNoEmail",
  },
  coordinatesInvalid: {
    status: 422,
    message: "coordinates must be [lng, lat]",
    reason: "coordinatesInvalid",
  },
  creativeRequired: { status: 422, message: AdMessages.creativeRequired, reason: "creativeRequired" },
  cropLeftNegative: { status: 422, message: "left: must be 0 or more", reason: "cropLeftNegative" },
  cropTopNegative: { status: 422, message: "top: must be 0 or more", reason: "cropTopNegative" },
  currentPasswordRequired: {
    status: 422,
    message: "Enter your current password to change your email",
    reason: "currentPasswordRequired",
  },
  deactivateSelf: {
    status: 422,
    message: "You cannot deactivate your own account",
    reason: "deactivateSelf",
  },
  duplicateAddon: { status: 422, message: "Each add-on can be chosen once", reason: "duplicateAddon" },
  emptyFile: { status: 422, message: MediaMessages.emptyFile, reason: "emptyFile" },
  endsBeforeStart: { status: 422, message: AdMessages.endsBeforeStart, reason: "endsBeforeStart" },
  fileNameMismatch: {
    status: 422,
    message: "file_name: does not belong to this upload",
    reason: "fileNameMismatch",
  },
  hyperlinkInvalid: { status: 422, message: hyperlinkInvalidText, reason: "hyperlinkInvalid" },
  idempotencyMismatch: {
    status: 422,
    message: PaymentText.idempotencyMismatch,
    reason: "idempotencyMismatch",
  },
  imageNotUploaded: { status: 422, message: NewsText.imageNotUploaded, reason: "imageNotUploaded" },
  invalidCode: { status: 422, message: "The code is invalid or has expired", reason: "invalidCode" },
  invoiceOnly: { status: 422, message: PaymentText.invoiceOnly, reason: "invoiceOnly" },
  jobTitleRequired: { status: 422, message: "Enter the job's title", reason: "jobTitleRequired" },
  logoCropInvalid: { status: 422, message: LogoCropMessages.invalid, reason: "logoCropInvalid" },
  logoFileNameInvalid: { status: 422, message: "Invalid logo file name", reason: "logoFileNameInvalid" },
  nameRequired: { status: 422, message: "name: is required", reason: "nameRequired" },
  newPostsOnly: {
    status: 422,
    message: "A job post token pays for a new job post (action type new_job)",
    reason: "newPostsOnly",
  },
  noCompanyForBilling: {
    status: 422,
    message: "Billing belongs to a company: open it as one of its users (admins: act as one of its users)",
    reason: "noCompanyForBilling",
  },
  noCompanyForJobs: {
    status: 422,
    message: "Post jobs as a member of a company (admins: act as one of its users)",
    reason: "noCompanyForJobs",
  },
  noSavedCard: { status: 422, message: PaymentText.noSavedCard, reason: "noSavedCard" },
  notAnEmployer: { status: 422, message: "This user is not an employer", reason: "notAnEmployer" },
  noteRequired: { status: 422, message: ApplicantNoteMessages.required, reason: "noteRequired" },
  nothingToPay: {
    status: 422,
    message: "This job has no add-ons waiting for payment",
    reason: "nothingToPay",
  },
  partsNumbering: {
    status: 422,
    message: "parts: must be numbered 1, 2, 3 … without gaps or repeats",
    reason: "partsNumbering",
  },
  phoneInvalid: { status: 422, message: "phone must be a phone number", reason: "phoneInvalid" },
  placeQueryTooLong: { status: 422, message: "Too long", reason: "placeQueryTooLong" },
  postHasNoJobs: { status: 422, message: PaymentText.postHasNoJobs, reason: "postHasNoJobs" },
  postalCodeInvalid: {
    status: 422,
    message: "postal_code must be a US ZIP code",
    reason: "postalCodeInvalid",
  },
  profileIncomplete: { status: 422, message: DriverText.profileIncomplete, reason: "profileIncomplete" },
  renewalReasonRequired: {
    status: 422,
    message: "Tell us why you cancel the renewal",
    reason: "renewalReasonRequired",
  },
  scheduledAtInvalid: {
    status: 422,
    message: "scheduled_at: is not a valid time",
    reason: "scheduledAtInvalid",
  },
  signUpRoleRefused: {
    status: 422,
    message: "Only employers and drivers can sign up",
    reason: "signUpRoleRefused",
  },
  stateCodeInvalid: { status: 422, message: "state must be a two-letter code", reason: "stateCodeInvalid" },
  tagRequired: { status: 422, message: CompanyTagMessages.required, reason: "tagRequired" },
  tagToRemoveRequired: { status: 422, message: "Choose the tag to remove", reason: "tagToRemoveRequired" },
  thumbnailUnknown: { status: 422, message: NewsText.thumbnailUnknown, reason: "thumbnailUnknown" },
  titleRequired: { status: 422, message: "title: is required", reason: "titleRequired" },
  unknownFile: { status: 422, message: AdMessages.unknownFile, reason: "unknownFile" },
  unknownZip: { status: 422, message: DriverText.unknownZip, reason: "unknownZip" },
  videoNotAllowed: { status: 422, message: AdMessages.videoNotAllowed, reason: "videoNotAllowed" },
  videoUrlInvalid: { status: 422, message: JobVideoMessages.invalid, reason: "videoUrlInvalid" },
  wrongPassword: { status: 422, message: "The current password is wrong", reason: "wrongPassword" },
  zipCodeInvalid: { status: 422, message: "zip_code must be a US ZIP code", reason: "zipCodeInvalid" },
  zipForRadius: { status: 422, message: DriverText.zipForRadius, reason: "zipForRadius" },
  // ---------- 429 ----------
  tooManyAttempts: {
    status: 429,
    message: "Too many failed sign-ins: please try again later",
    reason: "tooManyAttempts",
  },
  tooManyMisses: {
    status: 429,
    message: "Too many requests for unknown uploads: please try again later",
    reason: "tooManyMisses",
  },
  tooManyRequests: {
    status: 429,
    message: "Too many requests: please try again later",
    reason: "tooManyRequests",
  },
  tooManyUploads: {
    status: 429,
    message: "Too many uploads: please try again later",
    reason: "tooManyUploads",
  },
  // ---------- 503 ----------
  storageDown: {
    status: 503,
    message: "The storage is not available: please try again",
    reason: "storageDown",
  },
  // ---------- 504 ----------
  gatewayTimeout: { status: 504, message: PaymentText.gatewayTimeout, reason: "gatewayTimeout" },
  // ---------- 507 ----------
  storageFull: { status: 507, message: MediaMessages.storageFull, reason: "storageFull" },
  // ---------- 500 ----------
  internalServer: { status: 500, message: ErrorText.internalServer, reason: "internalServer" },
} as const satisfies Record<string, CatalogueEntry>;

/**
 * Errors whose text names what was sent (a field, a part, a decline code): the status and reason are
 * fixed here, the text is built by `message` (from the domain's tables where the spec words it). Throw one
 * with `throw appErrorOf(ErrorFamilies.partMissing, [3], { field: "parts" })`.
 */
export interface CatalogueFamily<Args extends readonly unknown[]> {
  readonly status: ContentfulStatusCode;
  readonly message: (...args: Args) => string;
  readonly reason: string;
}

export const ErrorFamilies = {
  // ---------- 400 ----------
  fileFieldMissing: {
    status: 400,
    message: (field: string) => `${field}: is missing`,
    reason: "fileFieldMissing",
  },
  unknownFormField: {
    status: 400,
    message: (name: string) => `${name}: is not a field of this call`,
    reason: "unknownFormField",
  },
  filterValueType: {
    status: 400,
    message: (field: string) => `filters: the value for ${field} has the wrong type`,
    reason: "filterValueType",
  },
  filterFieldUnknown: {
    status: 400,
    message: (field: string) => `filters: ${field} cannot be filtered`,
    reason: "filterFieldUnknown",
  },
  filterNeedsText: {
    status: 400,
    message: (operator: string) => `filters: ${operator} needs a text value`,
    reason: "filterNeedsText",
  },
  filterOperatorUnknown: {
    status: 400,
    message: (operator: string) => `filters: unknown operator ${operator}`,
    reason: "filterOperatorUnknown",
  },
  filterTagsOperator: {
    status: 400,
    message: (operator: string) => `filters: tags cannot use ${operator}`,
    reason: "filterTagsOperator",
  },
  orderFieldUnknown: {
    status: 400,
    message: (field: string) => `orders: ${field} cannot be sorted`,
    reason: "orderFieldUnknown",
  },
  // ---------- 402 ----------
  cardDeclined: {
    status: 402,
    message: (code: DeclineCode) => declineMessages[code],
    reason: "cardDeclined",
  },
  // ---------- 409 ----------
  alreadyPaid: { status: 409, message: (what: string) => alreadyPaidMessage(what), reason: "alreadyPaid" },
  jobActionBlocked: {
    status: 409,
    message: (block: JobActionBlock) => jobActionBlockTexts[block],
    reason: "jobActionBlocked",
  },
  // ---------- 422 ----------
  fieldNotText: { status: 422, message: (field: string) => `${field} must be text`, reason: "fieldNotText" },
  fieldRequired: { status: 422, message: (field: string) => `${field} is required`, reason: "fieldRequired" },
  fieldTooLong: {
    status: 422,
    message: (field: string, max: number) => `${field} must be at most ${max} characters`,
    reason: "fieldTooLong",
  },
  cardFieldInvalid: {
    status: 422,
    message: (kind: CardErrorKind) => cardErrorMessages[kind],
    reason: "cardFieldInvalid",
  },
  jobNotPayable: {
    status: 422,
    message: (refusal: Extract<PaidActionRefusal, { kind: "state" }>) => refusal.message,
    reason: "jobNotPayable",
  },
  partMissing: {
    status: 422,
    message: (n: number) => `Part ${n} has not been received: send it again, then finish`,
    reason: "partMissing",
  },
  partReplaced: {
    status: 422,
    message: (n: number) => `Part ${n} was sent again since: finish with its latest ETag`,
    reason: "partReplaced",
  },
  storageRefused: {
    status: 422,
    message: (errorName: string) =>
      `The storage refused to assemble the parts: send the upload again (${errorName})`,
    reason: "storageRefused",
  },
} as const satisfies Record<string, CatalogueFamily<never>>;

/** The HttpError of a family's entry, its text built from `args`. */
export const appErrorOf = <Args extends readonly unknown[]>(
  family: CatalogueFamily<Args>,
  args: Args,
  options: HttpErrorOptions = {},
): HttpError => new HttpError(family.status, family.message(...args), { ...options, reason: family.reason });

/** The HttpError of a catalogue entry: its status, text and reason; field entries and headers as HttpError takes them. */
export const appError = (entry: CatalogueEntry, options: HttpErrorOptions = {}): HttpError =>
  new HttpError(entry.status, entry.message, { ...options, reason: entry.reason });
