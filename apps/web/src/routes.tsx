import { createBrowserRouter, redirect } from "react-router";

/**
 * The route table. Each screen is a route module under ./routes/, loaded on demand, so the
 * benchmark can report first-load JavaScript per route.
 */
export const router = createBrowserRouter([
  { path: "/", loader: () => redirect("/login") },
  { path: "/company-login", loader: () => redirect("/login") },
  { path: "/admin-login", loader: () => redirect("/login") },
  { path: "/login", lazy: () => import("./routes/login.tsx") },
]);
