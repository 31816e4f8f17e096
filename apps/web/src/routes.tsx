import { createBrowserRouter, redirect } from "react-router";

/** The route table: each route's screen comes from its feature package, loaded on demand. */
export const router = createBrowserRouter([
  { path: "/", loader: () => redirect("/login") },
  { path: "/company-login", loader: () => redirect("/login") },
  { path: "/admin-login", loader: () => redirect("/login") },
  {
    path: "/login",
    lazy: async () => {
      const { LoginScreen } = await import("@haulboard/auth");
      return { Component: LoginScreen };
    },
  },
]);
