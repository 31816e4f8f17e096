// A consumer of the packed @haulboard/domain and @haulboard/api, outside the workspace: type-checked with
// the packages' own .d.ts, then run by Node against a real server (HAULBOARD_URL).

import { type ApiError, makeApiClient, makeMemoryStorage, makeTokenStore, runApi } from "@haulboard/api";
import { Auth, type Companies, endpoints } from "@haulboard/api/contract";
import { type OpenApiDocument, toOpenApi } from "@haulboard/api/openapi";
import { formErrors, SignUpForm, signUpInitialValues } from "@haulboard/domain";
import { Effect } from "effect";

// 1. The domain's sign-up rules, with the spec's messages.
const checked = formErrors(SignUpForm, { ...signUpInitialValues, email: "driver@", confirmEmail: "x" });
if (checked.ok) throw new Error("an invalid sign-up form passed");
for (const [field, messages] of Object.entries(checked.errors))
  console.log(`sign-up ${field}: ${messages.join("; ")}`);

// 2. The contract alone: descriptors and schemas.
console.log(`contract: ${endpoints.length} endpoints; ${Auth.login.method} ${Auth.login.path}`);

// 3. The client against the server: sign in, then list companies (Effect style, then plain promises).
const baseUrl = `${process.env.HAULBOARD_URL ?? "http://localhost:3000"}/api/v1`;
const client = makeApiClient({
  baseUrl,
  tokenStore: makeTokenStore(makeMemoryStorage()),
  onUnauthorized: (reason) => console.error(`session ended: ${reason}`),
});
const email = process.env.HAULBOARD_EMAIL ?? "admin@haulboard.test";
const password = process.env.HAULBOARD_PASSWORD ?? "Haulboard#2026";

const program = Effect.gen(function* () {
  const user = yield* client.auth.login({ body: { email, password, deviceId: "packchk1" } });
  client.tokenStore.set("accessToken", user.accessToken);
  client.tokenStore.set("refreshToken", user.refreshToken);
  const page = yield* client.companies.search({ query: { limit: 5 }, body: {} });
  return { user, page };
});
const { user, page } = await Effect.runPromise(
  program.pipe(
    Effect.tapError((error: ApiError) => Effect.sync(() => console.error(`${error._tag}: ${error.reason}`))),
  ),
);
console.log(`signed in as ${user.firstName} ${user.lastName} (${user.userRoles.join(", ")})`);
const first: Companies.CompanyListItem | undefined = page.data[0];
console.log(`effect: ${page.pagination.total} companies; first: ${first?.companyName ?? "none"}`);

const again = await client.promise.companies.search({ query: { offset: 0, limit: 2 }, body: {} });
console.log(`promise: ${again.data.length} of ${again.pagination.total} companies`);

// The server's OpenAPI document covers the packed contract (the same operations as toOpenApi gives here).
const served = (await (await fetch(`${baseUrl}/openapi.json`)).json()) as OpenApiDocument;
const operationIds = (document: OpenApiDocument) =>
  Object.values(document.paths)
    .flatMap((methods) => Object.values(methods).map((operation) => operation.operationId))
    .sort();
const local = operationIds(toOpenApi(endpoints));
const sameOperations = JSON.stringify(operationIds(served)) === JSON.stringify(local);
console.log(
  `openapi: ${operationIds(served).length} operations served, ${local.length} in the packed contract`,
);

// A refusal arrives as a typed error, not a thrown string.
const refused = await runApi(
  client.auth.login({ body: { email, password: "wrong", deviceId: "packchk1" } }),
).then(
  () => undefined,
  (error: ApiError) => error,
);
console.log(`wrong password: ${refused?._tag ?? "accepted"}`);
if (page.pagination.total < 1 || again.data.length < 1 || refused === undefined || !sameOperations)
  process.exit(1);
