// Helpers for stories and tests of screens that live in the shell: never imported by the app.
export { fakeAccessToken, StoryApp, type StoryAppProps, storyTokenStore } from "./testing/StoryApp.tsx";
