import { Suspense } from "react";
import { Navigate, Route, Routes } from "react-router";
import { lazyRoute } from "./lazyRoute.ts";

// The route table. Each screen is a route module under ./routes/ (exporting `Component`), loaded on
// demand, so the benchmark can report first-load JavaScript per route.
// Declarative routes on purpose: react-router's data router adds ~30 KB gzip to every page against
// ~13 KB for <Routes>, and /login must stay within 120 KB first-load (measured by `pnpm bench`).
const Login = lazyRoute(() => import("./routes/login.tsx"));

export function AppRoutes() {
  return (
    <Suspense fallback={<p role="status">Loading...</p>}>
      <Routes>
        <Route path="/" element={<Navigate to="/login" replace />} />
        <Route path="/company-login" element={<Navigate to="/login" replace />} />
        <Route path="/admin-login" element={<Navigate to="/login" replace />} />
        <Route path="/login" element={<Login />} />
      </Routes>
    </Suspense>
  );
}
