// The app's api client, for screens outside the portal layout (the auth screens load it on their first
// submit, so /login's first load carries no client code). Portal screens read it with `useAppApi()`.
export { apiClientFor, appApiClient, endExpiredSession } from "./api/appClient.ts";
export { onSessionEnd } from "./session/SessionEnd.ts";
