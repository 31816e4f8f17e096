import type { LazyRoute } from "@haulboard/shell";

const deleteAccount = () => import("./routes/members-delete-account.tsx");

/** The drivers' portal routes (inside the portal layout), as lazy route objects the app composes. */
export const membersRoutes: readonly LazyRoute[] = [
  { path: "/members/home", load: () => import("./routes/members-home.tsx") },
  // The drivers' side (issue 19).
  { path: "/members/jobs/:id", load: () => import("./routes/members-job.tsx") },
  { path: "/members/applications", load: () => import("./routes/members-applications.tsx") },
  {
    path: "/members/settings",
    load: () => import("./routes/members-settings.tsx"),
    children: [
      { index: true, load: deleteAccount },
      { path: "delete-account", load: deleteAccount },
      { path: "reset-password", load: () => import("./routes/members-reset-password.tsx") },
      // The drivers' side (issue 19).
      { path: "profile", load: () => import("./routes/members-profile.tsx") },
    ],
  },
];
