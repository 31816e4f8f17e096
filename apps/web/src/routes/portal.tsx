import { adminRoutes } from "@haulboard/admin/routes";
import { adsRoutes } from "@haulboard/ads/routes";
import { companyAdminRoutes, companyRoutes } from "@haulboard/company/routes";
import { membersRoutes } from "@haulboard/members/routes";
import { newsReaderRoutes, newsRoutes } from "@haulboard/news/routes";
import { ErrorPage } from "@haulboard/shell";
import { Component as PortalFrame } from "@haulboard/shell/portal-route";
import { Route, Routes } from "react-router";
import { redirect, routeOf } from "../routing.tsx";

/**
 * The portal areas' route table, behind the guard, inside the header and navigation: loaded (with the
 * portal frame) by the first page that is not public. Its lazy imports, with the list of chunks each one
 * preloads, are most of a route table's weight; in the app's entry they were part of every page's first
 * load, /login's included.
 */
export function Component() {
  return (
    <Routes>
      <Route element={<PortalFrame />}>
        {redirect("/company", "/company/jobs")}
        {redirect("/admin", "/admin/company-list")}
        {redirect("/members", "/members/home")}
        {adminRoutes.map(routeOf)}
        {membersRoutes.map(routeOf)}
        {companyRoutes.map(routeOf)}
        {/* The admin's job editing (issue 17, jobedit): the company package's edit screens. */}
        {companyAdminRoutes.map(routeOf)}
        {/* News (issue 20) */}
        {newsRoutes.map(routeOf)}
        {newsReaderRoutes.map(routeOf)}
        {/* Ads (issue 21) */}
        {adsRoutes.map(routeOf)}
      </Route>
      <Route path="*" element={<ErrorPage status={404} statusText="Not Found" />} />
    </Routes>
  );
}
