export * as driverFixtures from "./driverFixtures.ts";
export * as fixtures from "./fixtures.ts";
export { fixtureCatalogue } from "./fixtures.ts";
export {
  answerBody,
  defaultAnswers,
  handlers,
  type MockBuilder,
  type Mocks,
  mockBase,
  mockEndpoint,
  mocks,
} from "./handlers.ts";
