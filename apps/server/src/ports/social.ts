/** The identity a provider vouches for after verifying its ID token. */
export interface SocialIdentity {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
}

/**
 * A social sign-in provider (Facebook, Google, Apple): verifies an ID token and answers who it names,
 * or undefined when the token is not valid. None is configured by default.
 */
export interface SocialProvider {
  readonly source: "facebook" | "google" | "apple";
  verify(token: string): Promise<SocialIdentity | undefined>;
}

export type SocialProviders = ReadonlyMap<SocialProvider["source"], SocialProvider>;

export const noSocialProviders: SocialProviders = new Map();
