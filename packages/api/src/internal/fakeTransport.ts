/** A fake `fetch` for client tests: routes by "METHOD /path", records every request, never touches the network. */
export interface RecordedRequest {
  readonly method: string;
  readonly url: URL;
  readonly headers: Headers;
  readonly body: unknown;
}

export type FakeHandler = (request: RecordedRequest) => Response | Promise<Response>;

export const json = (status: number, body: unknown): Response =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });

export const ok = (data: unknown, pagination?: { offset: number; limit: number; total: number }) =>
  json(200, pagination ? { data, pagination } : { data });

export const failure = (status: number, message: string) => json(status, { errors: [{ message }] });

export const makeFakeTransport = (routes: Record<string, FakeHandler>) => {
  const requests: RecordedRequest[] = [];
  const inFlight = new Set<Promise<unknown>>();
  const exchange = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const contentType = request.headers.get("content-type") ?? "";
    let body: unknown;
    if (contentType.includes("multipart/form-data")) body = Object.fromEntries(await request.formData());
    else {
      const text = await request.text();
      body = contentType.includes("application/json") && text ? JSON.parse(text) : text;
    }
    // Like fetch, a request aborted before its body was all sent never reaches the server.
    init?.signal?.throwIfAborted();
    const recorded: RecordedRequest = { method: request.method, url, headers: request.headers, body };
    requests.push(recorded);
    const path = url.pathname.replace(/^\/api\/v1/, "");
    const handler = routes[`${request.method} ${path}`];
    if (!handler) return failure(404, `No fake route for ${request.method} ${path}`);
    // Like fetch, give up when the request is aborted (the client's time-out, an interrupted call).
    const signal = init?.signal;
    if (!signal) return handler(recorded);
    return Promise.race([
      handler(recorded),
      new Promise<never>((_, reject) => signal.addEventListener("abort", () => reject(signal.reason))),
    ]);
  };
  const fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const answer = exchange(input, init);
    const settled = answer.then(
      () => undefined,
      () => undefined,
    );
    inFlight.add(settled);
    void settled.then(() => inFlight.delete(settled));
    return answer;
  };
  /** Resolves once every request made so far has been answered or given up. */
  const settled = async () => {
    while (inFlight.size > 0) await Promise.all([...inFlight]);
  };
  const count = (method: string, path: string) =>
    requests.filter((r) => r.method === method && r.url.pathname === `/api/v1${path}`).length;
  return { fetch: fetch as typeof globalThis.fetch, requests, count, settled };
};
