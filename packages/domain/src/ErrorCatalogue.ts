/**
 * The error catalogue and the other user-facing texts of both spec documents (§8), verbatim.
 * Screens and the api client read them from here; nothing retypes them.
 */
export const ErrorText = {
  /** No response received (access §8, employer-work §8). */
  communication: "There was a problem with communication",
  /** Server status 500 or above, where the alert helper is used. */
  internalServer: "Internal server error",
  /** Login failure on the login screen. */
  loginFailed: "This email or password is wrong",
  /** Sign-up generic error (the spec's spelling). */
  signUpGeneric: "An error has ocurred, please contact us",
  /** After sign-up when the user is not authorized. */
  unauthorized: "Unauthorized",
  /** Shown once when the 'unauthorized' flag is set in session storage. */
  sessionExpired: "Session expired",
  /** The impersonation countdown reached zero. */
  impersonationExpired: "Session has expired.",
  subscriptionCancelled: "Subscription cancelled",
  subscriptionNotCancelled: "Subscription not cancelled",
  addressNotUs: "Addresses should be from the US",
  addressInvalid: "Select a valid address, city, or zip code",
  inviteFailed: "*An error has ocurred, please try again later",
  inviteNoMailClient:
    "We cannot detect an email client on your computer. Please check your system configuration before trying again.",
  inviteSuccess: "Your email client will open on a different window, you can close this dialog now.",
  inviteSuccessHint: "If your email client does not load, please check your system configuration.",
  inviteProgress: "...You will be redirected to your email client",
  multimediaUploadFailed: "multimedia upload failed",
  imageUploadFailed: "An error ocurred uploading image.",
  updatedSuccessfully: "Updated successfully",
  /** An empty list or search (employer-work §2 "Job candidates"; the grids' empty text). */
  noResults: "No results found",
  paymentCompleted: "Payment completed successfully",
  emailVerified: "Your email has been verified.",
  /** Card validation messages (employer-work §5). */
  cardInvalidNumber: "Invalid credit card number.",
  cardInvalidExpiration: "Invalid expiration date.",
  cardInvalidSecurityNumber: "Invalid security number.",
  cardValidationFails: "Validation fails.",
  cardUnknownError: "Unknown error.",
  cardMissingToken: "Validation error.",
  /** The generic error page. */
  errorPageTitle: "Oops!",
  errorPageMessage: "Sorry, an unexpected error has occurred.",
  loading: "Loading...",
} as const;

export type ErrorTextKey = keyof typeof ErrorText;

/** A server message containing this marker means the charge was already made: treat as success. */
export const alreadyPaidMarker = "is already paid. Aborting";
