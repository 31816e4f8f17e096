import type { LazyRoute } from "@haulboard/shell";

const manage = () => import("./routes/ads-manage.tsx");
const editor = () => import("./routes/ads-editor.tsx");

/**
 * The ads area's routes for the app's route table (apps/web/src/routes.tsx), as lazy route objects. `/ads`
 * shows the manage list, as `/ads/manage` does (employer-work §2: "/ads (manage)").
 */
export const adsRoutes: readonly LazyRoute[] = [
  { path: "/ads", load: manage },
  { path: "/ads/manage", load: manage },
  { path: "/ads/manage/new", load: editor },
  { path: "/ads/manage/:id", load: editor },
  { path: "/ads/settings", load: () => import("./routes/ads-settings.tsx") },
  { path: "/ads/settings/home", load: () => import("./routes/ads-settings-home.tsx") },
];
