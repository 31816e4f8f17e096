import type { AnyEndpoint } from "@haulboard/api/contract";
import { endpoints } from "@haulboard/api/contract";
import {
  adsRoles,
  canCreateCompanies,
  canImpersonate,
  canManageAdmins,
  canManageCompany,
  canManageEmployees,
  canSearchCompanies,
  channelsRoles,
  isAdmin,
  isEmployer,
  type Role,
  RoleName,
} from "@haulboard/domain";
import { routes } from "../../src/routes/index.ts";
import { streamedEndpointNames } from "../../src/routes/media.ts";
import { type DemoAccount, demoAccounts } from "../../src/seed/demo.ts";

/**
 * What the spec's role tables (access §6) and the domain's permission rules say about each call,
 * written independently of the server's own access table so the two check each other.
 * `ownCompany`: a company member reaches only their own company; admins and internal users any.
 */
export interface Expectation {
  readonly allows: (roles: readonly Role[]) => boolean;
  readonly ownCompany?: boolean;
}

const anyone = { allows: () => true };
const companyPortal = (roles: readonly Role[]) =>
  isAdmin(roles) || isEmployer(roles) || roles.includes(RoleName.internalUser);

export const expectations: Readonly<Record<string, Expectation>> = {
  "auth.logout": anyone,
  "auth.changePassword": anyone,
  "auth.impersonate": { allows: canImpersonate },
  "auth.endImpersonation": anyone,
  "employer.get": { allows: companyPortal },
  "employer.update": { allows: companyPortal },
  "members.deleteOwnAccount": { allows: (roles) => roles.includes(RoleName.driver) },
  "companies.search": { allows: canSearchCompanies },
  "companies.get": { allows: companyPortal, ownCompany: true },
  "companies.logo": anyone,
  "companies.create": { allows: isEmployer },
  "companies.update": { allows: canManageCompany, ownCompany: true },
  "companies.adminCreate": { allows: canCreateCompanies },
  "employees.list": { allows: canManageEmployees, ownCompany: true },
  "employees.add": { allows: canManageCompany, ownCompany: true },
  "employees.update": { allows: canManageCompany, ownCompany: true },
  "employees.resetPassword": { allows: canManageCompany, ownCompany: true },
  "admin.listAdmins": { allows: canManageAdmins },
  "admin.createAdmin": { allows: canManageAdmins },
  "admin.searchAdmins": { allows: canManageAdmins },
  "admin.getEmployer": { allows: isAdmin },
  "admin.changeEmployerPassword": { allows: isAdmin },
  "admin.listCompanyEmployers": { allows: isAdmin },
  "driverSubscriptions.search": { allows: isAdmin },
  "driverSubscriptions.cancel": { allows: isAdmin },
  "lead.invite": anyone,
  "places.autocomplete": anyone,
  "places.geocode": anyone,
  // Media (employer-work §7): job videos for the company portal; ads media for the ads area; post
  // images for channel admins; the logo with the company settings.
  "media.uploadSimple": { allows: companyPortal },
  "media.startUpload": { allows: companyPortal },
  "media.uploadPart": { allows: companyPortal },
  "media.finishUpload": { allows: companyPortal },
  "media.listParts": { allows: companyPortal },
  "media.delete": { allows: companyPortal },
  "media.uploadAd": { allows: (roles) => roles.some((role) => adsRoles.includes(role)) },
  "media.deleteAd": { allows: (roles) => roles.some((role) => adsRoles.includes(role)) },
  "media.startAdUpload": { allows: (roles) => roles.some((role) => adsRoles.includes(role)) },
  "media.uploadAdPart": { allows: (roles) => roles.some((role) => adsRoles.includes(role)) },
  "media.finishAdUpload": { allows: (roles) => roles.some((role) => adsRoles.includes(role)) },
  "media.listAdParts": { allows: (roles) => roles.some((role) => adsRoles.includes(role)) },
  "media.uploadChannelImage": { allows: (roles) => roles.some((role) => channelsRoles.includes(role)) },
  // The logo is company data: company admins and admins change it (issue 11).
  "media.uploadCompanyLogo": { allows: canManageCompany, ownCompany: true },
  // Jobs (employer-work §2: the job section's roles). Posting and paying are the company's own users'
  // (an admin does them while acting as one); reading jobs is the job section's roles, each company
  // member seeing their own company's jobs only (tested in jobs.test.ts).
  "jobs.create": { allows: isEmployer },
  "jobs.search": { allows: companyPortal },
  "jobs.list": { allows: companyPortal },
  "jobs.get": { allows: companyPortal },
  // The card on file: everyone of the settings sees it masked; billing is changed by company admins
  // and admins ("Company admins and admins manage company data, employees and billing").
  "payment.getMethod": { allows: canManageEmployees },
  "payment.saveCard": { allows: canManageCompany },
  "payment.tokenizeCard": { allows: isEmployer },
  "payment.charge": { allows: isEmployer },
  "payment.invoiceCharge": { allows: isEmployer },
  // Ads (issue 21): the ads area's roles manage them (access §6 "ADs Portal"); any signed-in viewer is served.
  "ads.list": { allows: (roles) => roles.some((role) => adsRoles.includes(role)) },
  "ads.search": { allows: (roles) => roles.some((role) => adsRoles.includes(role)) },
  "ads.get": { allows: (roles) => roles.some((role) => adsRoles.includes(role)) },
  "ads.create": { allows: (roles) => roles.some((role) => adsRoles.includes(role)) },
  "ads.update": { allows: (roles) => roles.some((role) => adsRoles.includes(role)) },
  "ads.duplicate": { allows: (roles) => roles.some((role) => adsRoles.includes(role)) },
  "ads.delete": { allows: (roles) => roles.some((role) => adsRoles.includes(role)) },
  "ads.getSettings": { allows: (roles) => roles.some((role) => adsRoles.includes(role)) },
  "ads.updateSettings": { allows: (roles) => roles.some((role) => adsRoles.includes(role)) },
  "ads.serve": anyone,
};

/** The ads calls the server mounts (issue 21). */
export const adsEndpointNames = [
  "ads.list",
  "ads.search",
  "ads.get",
  "ads.create",
  "ads.update",
  "ads.duplicate",
  "ads.delete",
  "ads.getSettings",
  "ads.updateSettings",
  "ads.serve",
  "ads.impression",
  "ads.click",
];

/** The calls of the second document the server mounts so far (issue 16: posting and paying). */
export const postingEndpointNames = [
  "jobs.create",
  "jobs.search",
  "jobs.list",
  "jobs.get",
  "payment.getMethod",
  "payment.saveCard",
  "payment.tokenizeCard",
  "payment.charge",
  "payment.invoiceCharge",
];

/** The endpoints this server implements (the rest belong to later issues). */
export const mountedEndpoints: readonly AnyEndpoint[] = endpoints.filter(
  (endpoint) => Object.hasOwn(routes, endpoint.name) || streamedEndpointNames.includes(endpoint.name),
);

export const accounts = Object.keys(demoAccounts) as DemoAccount[];

/** Fills `{id}`, `{employeeId}`, `{fileName}` for a call; `companyId` is the company the caller targets. */
export const pathFor = (endpoint: AnyEndpoint, companyId: number, employeeId: number): string =>
  endpoint.path
    .replace("{id}", String(companyId))
    .replace("{employeeId}", String(employeeId))
    .replace("{fileName}", "logo.png")
    .replace("{channelId}", "1")
    .replace("{uploadId}", "upl_unknown");
