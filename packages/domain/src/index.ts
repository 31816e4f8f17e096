// ---- ads (issue 21) ----
export {
  type AdCandidate,
  type AdCreativeKind,
  AdMessages,
  type AdPage,
  AdPlacement,
  type AdPlacementSpec,
  type AdRequest,
  type AdRotation,
  type AdSchedule,
  type AdSettingsValues,
  type AdStatus,
  adCreativeKinds,
  adFrequencyCapRange,
  adPages,
  adPlacementSpecs,
  adPlacements,
  adRotations,
  adStatus,
  adStatusColours,
  adStatuses,
  adStatusLabels,
  adTokenLifetimeSeconds,
  adViewableRatio,
  adViewableSeconds,
  adWeightRange,
  chooseAd,
  clickThroughRate,
  defaultAdSettings,
  homeAdPlacements,
  isAdTargetUrl,
  isEligibleAd,
} from "./Ads.ts";
export {
  Benefit,
  type BenefitName,
  benefitLabelsOf,
  benefitNamesOf,
} from "./Benefit.ts";
export {
  type BillingType,
  billingTypeLabel,
  billingTypeLabels,
  billingTypeOf,
  billingTypes,
  needsPaymentStep,
  type ProviderCode,
  providerCodeOf,
  providerCodes,
} from "./Billing.ts";
export {
  chunkSizeFor,
  chunkSizeTable,
  isSingleUpload,
  largestChunkSize,
  megabyte,
  planUploadParts,
  singleUploadLimitBytes,
  type UploadPart,
  uploadPartsInFlight,
} from "./ChunkSize.ts";
export {
  type CodeTable,
  makeCodeTable,
} from "./CodeTable.ts";
export {
  type CompanySize,
  companySizeFor,
  companySizeLabel,
  companySizes,
  isCompanySize,
} from "./CompanySize.ts";
export {
  type AlertType,
  alertTypes,
  appEnvironment,
  appVersion,
  authRetryTimes,
  candidateLimit,
  chargeRetryDelayMs,
  companySearchLimit,
  companySearchOffset,
  debounceMs,
  defaultLocale,
  defaultPageSize,
  deviceIdLength,
  editorHistoryDepth,
  editorHistoryGroupDelayMs,
  editorImageMaxWidth,
  editorIndentStepPx,
  editorMaxPastedImages,
  editorResizeHandlePx,
  editorTableColumnMinWidthPx,
  employerQuery,
  type FilterOperator,
  filterOperators,
  gridFilterOperators,
  imageSize,
  impersonationSeconds,
  inviteResetMs,
  type LogoSize,
  logoSizes,
  placeMatchRatio,
  type SortDirection,
  serviceTokenAlgorithm,
  serviceTokenSeconds,
  sortDirections,
  termsCookieDays,
  termsCookieName,
  timeoutMs,
  tokenStorageKeys,
  unauthorizedFlagKey,
  uploadStepRetryTimes,
} from "./Constants.ts";
export {
  formatApplicantDate,
  formatCountdown,
  formatDisplayDate,
  toApiDate,
} from "./DateFormat.ts";
export { demoRoutes } from "./DemoRoutes.ts";
export {
  DistanceText,
  formatDistance,
} from "./Distance.ts";
export {
  type ApplyRequiredField,
  applyRequiredFields,
  CandidateText,
  CdlStatus,
  type CdlStatusCode,
  candidateRangeMiles,
  DriverText,
  type JobSearchSort,
  jobSearchSorts,
  missingApplyFields,
  type SearchRadius,
  searchRadiusMiles,
  WorkExperience,
  type WorkExperienceCode,
} from "./Driver.ts";
export {
  Endorsement,
  type EndorsementCode,
  endorsementCodesOf,
  endorsementLabelsOf,
} from "./Endorsement.ts";
export {
  alreadyPaidMarker,
  ErrorText,
  type ErrorTextKey,
} from "./ErrorCatalogue.ts";
export {
  type FeatureFlagName,
  type FeatureFlags,
  featureFlagDefaults,
  featureFlagNames,
  parseFlagValue,
  readFeatureFlags,
} from "./FeatureFlag.ts";
export {
  alreadyPaidMessage,
  type DeclineCode,
  declineCodes,
  declineMessages,
  isDeclineCode,
  PaymentText,
  type SandboxBehaviour,
  type SandboxCard,
  sandboxBehaviourOf,
  sandboxCards,
} from "./Gateway.ts";
export { type InviteAudience, inviteAudienceFor, invitePath, inviteText } from "./Invite.ts";
export {
  Experience,
  type ExperienceCode,
  HomeTime,
  type HomeTimeCode,
  JobType,
  type JobTypeCode,
} from "./JobCode.ts";
export {
  type BonusInput,
  bonusAmount,
  copySuffix,
  duplicateJobForm,
  type JobForm,
  type JobFormAddress,
  type JobSaveAddon,
  type JobSaveAddress,
  type JobSavePayload,
  jobFormDefaults,
  toJobSavePayload,
} from "./JobForm.ts";
export {
  adminJobStatusFilterOptions,
  approvedStatus,
  type JobDisplayStatus,
  type JobStatus,
  type JobStatusInput,
  jobDisplayStatus,
  jobDisplayStatusColours,
  jobDisplayStatuses,
  jobDisplayStatusTexts,
  jobStatus,
  jobStatusDisplay,
  jobStatuses,
  jobStatusLabel,
  jobStatusLabels,
  type StatusColour,
} from "./JobStatus.ts";
export {
  type LandingInput,
  type LandingRoute,
  landingRouteFor,
  landingRoutes,
} from "./Landing.ts";
export {
  distanceScore,
  experienceText,
  type Match,
  type MatchDriver,
  type MatchJob,
  type MatchReason,
  type MatchReasonKind,
  matchDriverToJob,
  matchFarMiles,
  matchNearMiles,
  matchPercent,
  matchWeights,
  requiredExperienceMonths,
  sortEndorsements,
} from "./Matching.ts";
export {
  type ImageType,
  imageMimeTypes,
  imageTypes,
  isAcceptedImage,
  isAcceptedVideo,
  isTooManyPastedImages,
  type MediaKind,
  MediaMessages,
  mediaKindOf,
  mediaMaxBytes,
  mediaSizeProblem,
  mediaTypeOf,
  scaledImageWidth,
  uploadExtension,
  type VideoType,
  videoMimeTypes,
  videoTypes,
} from "./MediaRules.ts";
export {
  canSeeNavigation,
  framingPortal,
  type NavigationAction,
  type NavigationItem,
  type NavigationOptions,
  navigationFor,
  navigationItems,
  navigationLabels,
  navigationRoles,
  newLayoutCompanyKeys,
} from "./Navigation.ts";
// News (issue 20)
export {
  canManageChannels,
  canPublishPosts,
  canWritePosts,
  channelTypeLabels,
  channelTypes,
  type NewsChannelType,
  NewsText,
  newsManagerRoles,
  newsReaderRoles,
  newsWriterRoles,
  type PostState,
  postStateLabels,
  postStateOf,
} from "./News.ts";
export {
  isNotificationKind,
  type NotificationKind,
  notificationKindLabels,
  notificationKinds,
} from "./Notification.ts";
export {
  type ChargeActionType,
  chargeActionTypes,
  isAlreadyPaidMessage,
  isPaymentState,
  type PaymentState,
  paidOrderStatus,
  paymentStateLabels,
  paymentStates,
} from "./Payment.ts";
export {
  formatUsPhone,
  isCompleteUsPhone,
  phoneDigits,
  stripUsCountryCode,
  usPhoneLength,
  usPhonePattern,
} from "./Phone.ts";
export {
  type CompanyPlanId,
  type CompanyPlanName,
  companyPlanId,
  companyPlanName,
  companyPlans,
  isPlanKind,
  type PlanKind,
  planKinds,
} from "./Plan.ts";
export {
  canUsePortal,
  isPortal,
  type Portal,
  portalAccess,
  portalHomePaths,
  portalLabel,
  portalLabels,
  portalOfPath,
  portals,
  portalsFor,
  showsPortalSwitcher,
} from "./Portal.ts";
export {
  type AddonChoice,
  type AddonSelection,
  type AddonType,
  addonChoices,
  addonLabels,
  addonPrices,
  addonsTotal,
  addonTypes,
  formatPrice,
  isAddonType,
  type JobCostInput,
  jobBaseCost,
  jobCost,
  jobPostingDays,
  postedJobCost,
} from "./Pricing.ts";
export {
  adminRoles,
  allRoles,
  alternateRoleIds,
  canBoostAsAdmin,
  canCreateCompanies,
  canEditOtherCompaniesJobs,
  canImpersonate,
  canManageAdmins,
  canManageCompany,
  canManageEmployees,
  canSearchCompanies,
  defaultLoginRole,
  employerRoles,
  hasAnyRole,
  isAdmin,
  isEmployer,
  isRole,
  knownRoles,
  type LoginRole,
  loadsProfileAtStartup,
  loginRoleFromRid,
  loginRoles,
  newsRoles,
  type Role,
  type RoleKey,
  RoleName,
  roleFromLabel,
  roleIds,
  roleLabel,
  roleLabels,
  showsCompanyPicker,
} from "./Role.ts";
export {
  adsRoles,
  canAccessRoute,
  channelsRoles,
  companySettingsRoles,
  jobSectionRoles,
  membersSettingsRoles,
  newsListRoles,
  type RouteAccessEntry,
  type RouteRule,
  requiresSignIn,
  routeAccessTable,
  routeRuleFor,
} from "./RouteAccess.ts";
export {
  defaultSalaryType,
  SalaryType,
  type SalaryTypeCode,
} from "./SalaryType.ts";
export {
  type AccountState,
  accountStates,
  canUnsubscribe,
  subscriptionLabel,
  subscriptionLabels,
  type UnsubscribableSubscription,
} from "./Subscription.ts";
export {
  isTimezone,
  Timezone,
  type TimezoneName,
  timezones,
} from "./Timezone.ts";
export {
  stateCodeFromName,
  stateName,
  UsState,
  type UsStateCode,
} from "./UsState.ts";
export {
  type AddressChoiceResult,
  type AddressComponent,
  acceptedCountryNames,
  addressFromComponents,
  checkUsAddressChoice,
  type ParsedAddress,
  streetLine,
} from "./Validation/Address.ts";
export {
  Amount,
  AmountMessages,
  amountPattern,
  isAmount,
} from "./Validation/Amount.ts";
export {
  CancellationReasonField,
  CancellationReasonForm,
  CancellationReasonMessages,
  type CancellationReasonValue,
  cancellationReasonLabel,
  cancellationReasonMaxLength,
  cancellationReasons,
  cancellationReasonText,
  otherReasonValue,
  truncateCancellationReason,
} from "./Validation/CancellationReason.ts";
export {
  type CardErrorKind,
  type CardTokenStatus,
  cardErrorKindOf,
  cardErrorKinds,
  cardErrorMessage,
  cardErrorMessages,
  cardTokenStatuses,
  type PaymentPhase,
  paymentPhases,
} from "./Validation/Card.ts";
export {
  CompanyInfo,
  CompanyMessages,
  CompanyName,
  CompanySizeField,
  companyNameMaxLength,
} from "./Validation/Company.ts";
// The admins' review message to a job's company (issue 17, jobedit).
export {
  ContactReviewForm,
  ContactReviewMessages,
  contactReviewLimits,
} from "./Validation/ContactReview.ts";
export {
  ApiDate,
  apiDatePattern,
  DateMessages,
  isApiDate,
} from "./Validation/Date.ts";
export {
  type DriverProfileField,
  DriverProfileForm,
  DriverProfileMessages,
  type DriverProfileValues,
  driverProfileFields,
  maxYearsExperience,
} from "./Validation/DriverProfile.ts";
export {
  Email,
  EmailMessages,
  emailMaxLength,
  emailMinLength,
  emailPattern,
  isEmail,
  SignUpEmail,
} from "./Validation/Email.ts";
export {
  type FormErrors,
  type FormResult,
  firstError,
  formErrors,
  formLevelKey,
} from "./Validation/formErrors.ts";
export {
  InviteForm,
  InviteMessages,
} from "./Validation/Invite.ts";
export { LoginForm } from "./Validation/Login.ts";
export {
  clampLogoCropSize,
  isLogoCropSize,
  LogoCrop,
  LogoCropMessages,
  LogoCropSize,
  logoCrop,
} from "./Validation/LogoCrop.ts";
export {
  Name,
  NameMessages,
  nameMaxLength,
  nameMinLength,
} from "./Validation/Name.ts";
export {
  AdminCreateForm,
  ChangePasswordForm,
  ConfirmPassword,
  dropConfirmPassword,
  isStrongPassword,
  Password,
  PasswordMessages,
  passwordMaxLength,
  passwordMinLength,
  passwordSymbols,
  ResetPasswordForm,
  toChangePasswordPayload,
} from "./Validation/Password.ts";
export {
  PhoneMessages,
  UsPhone,
} from "./Validation/Phone.ts";
export {
  ProfileForm,
  ProfileMessages,
} from "./Validation/Profile.ts";
export { isResetCode, resetCodeLength } from "./Validation/ResetCode.ts";
export {
  SignUpEmailStep,
  SignUpForm,
  SignUpMessages,
  type SignUpPayload,
  signUpInitialValues,
  signUpValuesFromLanding,
  toSignUpPayload,
} from "./Validation/SignUp.ts";
