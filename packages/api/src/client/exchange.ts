// One HTTP exchange on the platform's fetch: the URL with its query, a JSON or multipart body, and the
// answer's body read as JSON when it says so (else as text). Every status is an answer, not an error;
// only no answer at all (the network, an abort) rejects. The client needs no more than this, so it
// carries no fetch library: ofetch with ufo and destr were ~4 KB gzip of the /login page's sign-in code.

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

// application/json and any +json type (problem+json...), with or without parameters.
const jsonType = /^application\/(?:[\w.+-]+\+)?json(?:\s*;.*)?$/i;

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

export const exchange = async (
  fetch: typeof globalThis.fetch,
  url: string,
  request: ExchangeRequest,
): Promise<ExchangeAnswer> => {
  const headers = new Headers(request.headers);
  let body: BodyInit | undefined;
  if (request.body instanceof FormData) body = request.body;
  else if (request.body !== undefined) {
    body = JSON.stringify(request.body);
    headers.set("content-type", "application/json");
  }
  const response = await fetch(url, { method: request.method, headers, body, signal: request.signal });
  const text = await response.text();
  let data: unknown = text;
  if (text !== "" && jsonType.test(response.headers.get("content-type") ?? "")) {
    try {
      data = JSON.parse(text);
    } catch {
      // A body that says JSON and is not: kept as text (the contract decoding reports it).
    }
  }
  return { status: response.status, headers: response.headers, data };
};
