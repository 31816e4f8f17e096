import { describe, expect, it } from "vitest";
import { exchange, urlOf } from "./exchange.ts";

/** A fetch that records the request and answers `response`. */
const answering = (response: Response) => {
  const seen: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push(new Request(input, init));
    return response;
  };
  return { fetch: fetch as typeof globalThis.fetch, seen };
};
const signal = new AbortController().signal;

describe("urlOf", () => {
  it("joins the base and the path, and leaves out undefined query values in their order", () => {
    expect(urlOf("/api/v1/", "/jobs/search", { offset: "0", limit: "10", company_id: undefined })).toBe(
      "/api/v1/jobs/search?offset=0&limit=10",
    );
    expect(urlOf("http://test/api/v1", "/places/autocomplete", { input: "12 Main St & Co" })).toBe(
      "http://test/api/v1/places/autocomplete?input=12+Main+St+%26+Co",
    );
    expect(urlOf("/api/v1", "/employer", {})).toBe("/api/v1/employer");
  });
});

describe("exchange", () => {
  it("sends a JSON body with its content type and reads a JSON answer", async () => {
    const { fetch, seen } = answering(
      new Response('{"data":{"id":1}}', {
        status: 201,
        headers: { "content-type": "application/json; charset=utf-8" },
      }),
    );
    const answer = await exchange(fetch, "http://test/x", {
      method: "POST",
      body: { name: "Haul" },
      headers: { accept: "application/json" },
      signal,
    });
    expect(answer).toMatchObject({ status: 201, data: { data: { id: 1 } } });
    expect(seen[0]?.headers.get("content-type")).toBe("application/json");
    expect(await seen[0]?.text()).toBe('{"name":"Haul"}');
  });

  it("lets FormData set its own multipart boundary", async () => {
    const { fetch, seen } = answering(new Response(null, { status: 204 }));
    const form = new FormData();
    form.append("stage", "simple");
    const answer = await exchange(fetch, "http://test/x", {
      method: "POST",
      body: form,
      headers: {},
      signal,
    });
    expect(answer.data).toBe("");
    expect(seen[0]?.headers.get("content-type")).toMatch(/^multipart\/form-data; boundary=/);
  });

  it("reads an error answer's +json body, a CSV as text, and a broken JSON body as its text", async () => {
    const problem = await exchange(
      answering(
        new Response('{"errors":[{"message":"No"}]}', {
          status: 422,
          headers: { "content-type": "application/problem+json" },
        }),
      ).fetch,
      "http://test/x",
      { method: "GET", headers: {}, signal },
    );
    expect(problem).toMatchObject({ status: 422, data: { errors: [{ message: "No" }] } });
    const csv = await exchange(
      answering(new Response("a,b\n1,2\n", { headers: { "content-type": "text/csv" } })).fetch,
      "http://test/x",
      { method: "GET", headers: {}, signal },
    );
    expect(csv.data).toBe("a,b\n1,2\n");
    const broken = await exchange(
      answering(new Response("<html>", { status: 502, headers: { "content-type": "application/json" } }))
        .fetch,
      "http://test/x",
      { method: "GET", headers: {}, signal },
    );
    expect(broken).toMatchObject({ status: 502, data: "<html>" });
  });

  it("sends a 5xx GET once (the Effect client decides retries) and rejects with the platform's error when nothing answers", async () => {
    let calls = 0;
    const failing = (async () => {
      calls += 1;
      return new Response('{"errors":[{"message":"Down"}]}', {
        status: 503,
        headers: { "content-type": "application/json" },
      });
    }) as typeof globalThis.fetch;
    const answer = await exchange(failing, "http://test/x", { method: "GET", headers: {}, signal });
    expect([answer.status, calls]).toEqual([503, 1]);
    const unreachable = (async () => {
      throw new TypeError("Failed to fetch");
    }) as typeof globalThis.fetch;
    await expect(
      exchange(unreachable, "http://test/x", { method: "GET", headers: {}, signal }),
    ).rejects.toThrow(new TypeError("Failed to fetch"));
  });
});
