// One HTTP exchange through ofetch (the design card's HTTP library): a JSON or multipart body, and the
// answer's body read by its content type (JSON when it says so, text for text types). Every status is an
// answer, not an error; only no answer at all (the network, an abort, the time-out) rejects, with the
// platform's own error, which the caller tells apart (a "TimeoutError" is the time-out). ofetch's own
// retries are off: the Effect client decides what is retried (issue 38).
import { createFetch, FetchError } from "ofetch";

export interface ExchangeRequest {
  readonly method: string;
  /** Flat query values (the contract encodes every query field to a string); undefined ones are left out. */
  readonly query?: Record<string, unknown> | undefined;
  /** FormData goes as multipart; any other value as JSON. */
  readonly body?: unknown;
  readonly headers: Record<string, string>;
  readonly signal: AbortSignal;
}

export interface ExchangeAnswer {
  readonly status: number;
  readonly headers: Headers;
  /** The parsed JSON, the text of any other body, or "" for none. */
  readonly data: unknown;
}

/** The URL of `path` under `baseUrl`, with the query's defined values in their order. */
export const urlOf = (baseUrl: string, path: string, query?: Record<string, unknown>): string => {
  const url = `${baseUrl.replace(/\/+$/, "")}${path}`;
  if (query === undefined) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined) search.append(key, String(value));
  const text = search.toString();
  return text === "" ? url : `${url}?${text}`;
};

/** One ofetch per transport (tests pass their own fetch; the app passes the platform's). */
const fetchers = new WeakMap<typeof globalThis.fetch, ReturnType<typeof createFetch>>();
const fetcherOf = (fetch: typeof globalThis.fetch) => {
  let fetcher = fetchers.get(fetch);
  if (fetcher === undefined) {
    fetcher = createFetch({ fetch });
    fetchers.set(fetch, fetcher);
  }
  return fetcher;
};

export const exchange = async (
  fetch: typeof globalThis.fetch,
  url: string,
  request: ExchangeRequest,
): Promise<ExchangeAnswer> => {
  try {
    const response = await fetcherOf(fetch).raw(url, {
      method: request.method,
      headers: request.headers,
      body: request.body as BodyInit | Record<string, unknown> | undefined,
      signal: request.signal,
      retry: 0,
      ignoreResponseError: true,
    });
    return { status: response.status, headers: response.headers, data: response._data ?? "" };
  } catch (error) {
    // No answer: the platform's error (a TypeError from the network, the signal's AbortError or TimeoutError).
    throw error instanceof FetchError && error.cause !== undefined ? error.cause : error;
  }
};
