// The opening examples of packages/domain/README.md and packages/api/README.md, type-checked against the packed
// packages (not run: jobs.list is declared by the contract but not served by apps/server yet).
import { makeApiClient, makeMemoryStorage, makeTokenStore } from "@haulboard/api";
import { formErrors, SignUpForm, signUpInitialValues } from "@haulboard/domain";
import { Effect } from "effect";

export const domainExample = () => {
  const form = { ...signUpInitialValues, email: "driver@", confirmEmail: "dale@haulboard.test" };
  const checked = formErrors(SignUpForm, form); // { ok: true, value } | { ok: false, errors }
  if (!checked.ok) {
    for (const [field, messages] of Object.entries(checked.errors)) {
      console.log(`${field}: ${messages.join("; ")}`); // email: Needs to be a valid email
    }
  }
};

export const effectExample = async () => {
  const client = makeApiClient({
    baseUrl: "https://haulboard.example/api/v1",
    tokenStore: makeTokenStore(makeMemoryStorage()),
  });
  const jobs = Effect.gen(function* () {
    const me = yield* client.auth.login({
      body: { email: "employer@haulboard.test", password: "…", deviceId: "myapp001" },
    });
    client.tokenStore.set("accessToken", me.accessToken);
    return yield* client.jobs.list(); // Page<JobListItem[]>: { data, pagination: { skip, take, total } }
  });
  const page = await Effect.runPromise(jobs);
  console.log(page.data.map((job) => `${job.title} (${job.status})`));
};

export const promiseExample = async (email: string, password: string) => {
  const client = makeApiClient({
    baseUrl: "https://haulboard.example/api/v1",
    tokenStore: makeTokenStore(makeMemoryStorage()),
  });
  const me = await client.promise.auth.login({ body: { email, password, deviceId: "myapp001" } });
  client.tokenStore.set("accessToken", me.accessToken);
  const { data, pagination } = await client.promise.jobs.list({ query: { limit: 20 } });
  return { data, pagination };
};
