import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { endpoints } from "@haulboard/api/contract";
import { type EndpointAccess, type OpenApiDocument, toOpenApi } from "@haulboard/api/openapi";
import apiPackage from "@haulboard/api/package.json" with { type: "json" };
import type { Hono } from "hono";
import type { RouteRule } from "./access.ts";
import { type Routes, routeFor } from "./context.ts";

/** The access rule of a route as the document states it: its roles and whether it is limited to one's own company. */
const accessOf = (rule: RouteRule): EndpointAccess => ({
  ...(rule.access.kind === "roles" ? { roles: rule.access.roles } : {}),
  ...(rule.scope === "ownCompany" ? { ownCompanyOnly: true } : {}),
});

/**
 * The OpenAPI 3.1 document of the whole contract, with each served endpoint's roles from its route's
 * access rule; endpoints the contract declares but this server does not serve yet say so (`x-served: false`).
 */
export const openApiDocument = (
  routes: Routes,
  apiBase: string,
  /** The access rules of the multipart calls mounted beside the router (media/index.ts `streamedRules`). */
  streamedRules: ReadonlyMap<string, RouteRule>,
): OpenApiDocument =>
  toOpenApi(endpoints, {
    title: "Haulboard API",
    version: apiPackage.version,
    description:
      "Every call of the Haulboard wire contract (@haulboard/api). Bodies are snake_case JSON; answers are " +
      "`{ data }` (`{ data, pagination }` for pages), failures `{ errors: [{ message, field? }] }`.",
    serverUrl: apiBase,
    access: (endpoint) => {
      // The multipart calls are mounted beside the router (media/mount.ts), with their own rules.
      const rule = routeFor(routes, endpoint.name)?.access ?? streamedRules.get(endpoint.name);
      return rule ? accessOf(rule) : undefined;
    },
  });

/** `GET {apiBase}/openapi.json`: the document, built once on the first request. */
export const mountOpenApi = (
  api: Hono,
  routes: Routes,
  apiBase: string,
  streamedRules: ReadonlyMap<string, RouteRule>,
) => {
  let body: string | undefined;
  api.get("/openapi.json", (c) => {
    body ??= JSON.stringify(openApiDocument(routes, apiBase, streamedRules));
    return c.body(body, 200, { "Content-Type": "application/json; charset=UTF-8" });
  });
};

/** Where the reference page lives (outside the API, so it gets the web app's Content-Security-Policy). */
export const referencePath = "/api-reference";

/** The viewer's files, served from the swagger-ui-dist package, and the page's own start script. */
const viewerFiles = {
  "swagger-ui.css": "text/css; charset=UTF-8",
  "swagger-ui-bundle.js": "text/javascript; charset=UTF-8",
} as const;

/**
 * The page itself holds no inline script or style: the viewer's bundle and style sheet come from this
 * origin and `start.js` reads the document's address from a data attribute, so the app's strict
 * Content-Security-Policy (script-src 'self') applies unchanged.
 */
const referencePage = (openApiUrl: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Haulboard API reference</title>
    <link rel="stylesheet" href="${referencePath}/swagger-ui.css" />
  </head>
  <body>
    <main id="reference" data-openapi-url="${openApiUrl}"></main>
    <script src="${referencePath}/swagger-ui-bundle.js"></script>
    <script src="${referencePath}/start.js"></script>
  </body>
</html>
`;

const startScript = `(() => {
  const root = document.getElementById("reference");
  window.SwaggerUIBundle({
    url: root.dataset.openapiUrl,
    domNode: root,
    deepLinking: true,
    tryItOutEnabled: false,
    validatorUrl: null,
    defaultModelsExpandDepth: 0,
    // About 190 calls: the page lists the resources and opens one on demand, rather than drawing every
    // call at once (which took the viewer over a minute on a loaded machine).
    docExpansion: "none",
  });
})();
`;

/**
 * `GET /api-reference`: a readable reference of the API (Swagger UI over `openapi.json`), for local
 * development only. Its 1.7 MB viewer loads on this page alone; the web app never ships it.
 */
export const mountApiReference = (app: Hono, apiBase: string) => {
  const viewerDir = path.dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
  const page = referencePage(`${apiBase}/openapi.json`);
  app.get(referencePath, (c) => c.html(page));
  app.get(`${referencePath}/start.js`, (c) =>
    c.body(startScript, 200, { "Content-Type": "text/javascript; charset=UTF-8" }),
  );
  for (const [file, type] of Object.entries(viewerFiles)) {
    let content: Buffer | undefined;
    app.get(`${referencePath}/${file}`, (c) => {
      content ??= fs.readFileSync(path.join(viewerDir, file));
      return c.body(new Uint8Array(content), 200, { "Content-Type": type, "Cache-Control": "no-cache" });
    });
  }
};
