import type { AnyEndpoint } from "@haulboard/api/contract";
import { endpoints } from "@haulboard/api/contract";
import {
  adsRoles,
  canBoostAsAdmin,
  canCreateCompanies,
  canImpersonate,
  canManageAdmins,
  canManageCompany,
  canManageEmployees,
  canSearchCompanies,
  isAdmin,
  isEmployer,
  type Role,
  RoleName,
} from "@haulboard/domain";
import { streamedEndpointNames } from "../../src/media/index.ts";
import { routes } from "../../src/routes/index.ts";
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
/** Issue 17: who changes jobs (a company's users on their own, admins on any; internal users only read). */
const jobWriter = (roles: readonly Role[]) => isAdmin(roles) || isEmployer(roles);

// News (issue 20), written from access §6 and the employer-work overview, not from the routes' rules.
const newsList = (roles: readonly Role[]) =>
  roles.some((role) =>
    (
      [
        RoleName.newsAdmin,
        RoleName.newsContributor,
        RoleName.internalUser,
        RoleName.superAdmin,
        RoleName.admin,
        RoleName.adsAdmin,
      ] as readonly Role[]
    ).includes(role),
  );
const newsManager = (roles: readonly Role[]) => isAdmin(roles) || roles.includes(RoleName.newsAdmin);
const newsWriter = (roles: readonly Role[]) => newsManager(roles) || roles.includes(RoleName.newsContributor);

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
  "media.uploadSimple": { allows: jobWriter },
  "media.startUpload": { allows: jobWriter },
  "media.uploadPart": { allows: jobWriter },
  "media.finishUpload": { allows: jobWriter },
  "media.listParts": { allows: jobWriter },
  "media.delete": { allows: jobWriter },
  // Job description images (issue 35 #8): the job media's roles.
  "media.uploadJobImage": { allows: jobWriter },
  "media.uploadAd": { allows: (roles) => roles.some((role) => adsRoles.includes(role)) },
  "media.deleteAd": { allows: (roles) => roles.some((role) => adsRoles.includes(role)) },
  "media.startAdUpload": { allows: (roles) => roles.some((role) => adsRoles.includes(role)) },
  "media.uploadAdPart": { allows: (roles) => roles.some((role) => adsRoles.includes(role)) },
  "media.finishAdUpload": { allows: (roles) => roles.some((role) => adsRoles.includes(role)) },
  "media.listAdParts": { allows: (roles) => roles.some((role) => adsRoles.includes(role)) },
  // News (issue 20): post images belong to the post writers (news admins, contributors, admins).
  "media.uploadChannelImage": { allows: (roles) => newsWriter(roles) },
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
  "payment.testCards": { allows: isEmployer },
  "payment.invoiceCharge": { allows: isEmployer },
  // The drivers' side (issue 19): a driver's own profile, search, job page, applying and applications;
  // candidates (issue 17) are the job section's, each company member on their own company's jobs only
  // (a job id, not a company id, in the path: tested in drivers.test.ts).
  "members.getProfile": { allows: (roles) => roles.includes(RoleName.driver) },
  "members.updateProfile": { allows: (roles) => roles.includes(RoleName.driver) },
  "members.searchJobs": { allows: (roles) => roles.includes(RoleName.driver) },
  "members.getJob": { allows: (roles) => roles.includes(RoleName.driver) },
  "members.apply": { allows: (roles) => roles.includes(RoleName.driver) },
  "members.listApplications": { allows: (roles) => roles.includes(RoleName.driver) },
  "candidates.list": { allows: companyPortal },
  // Issue 17 (jobwork): working jobs and applicants. Changing a job is its company's users' and the
  // admins' ("Only admins can … edit jobs of other companies", employer-work §6); reading is the job
  // section's roles. Scoping (another company's job, applicant, tag or note is a 404) is tested in
  // jobWork.test.ts: ids here are not jobs of the caller.
  "jobs.update": { allows: jobWriter },
  "jobs.updateAddress": { allows: jobWriter },
  "jobs.delete": { allows: jobWriter },
  "jobs.close": { allows: jobWriter },
  "jobs.cancel": { allows: jobWriter },
  "jobs.cancelRenewal": { allows: jobWriter },
  "jobs.statistics": { allows: companyPortal },
  "jobs.contactReview": { allows: isAdmin },
  "addons.list": { allows: companyPortal },
  "addons.replace": { allows: jobWriter },
  "addons.update": { allows: jobWriter },
  "addons.adminAdd": { allows: canBoostAsAdmin },
  "addons.adminBoost": { allows: canBoostAsAdmin },
  "payment.boost": { allows: jobWriter },
  "payment.renewal": { allows: isEmployer },
  "payment.payAddons": { allows: isEmployer },
  "applicants.list": { allows: companyPortal },
  "applicants.search": { allows: companyPortal },
  "applicants.setStage": { allows: jobWriter },
  "applicants.bulkTag": { allows: jobWriter },
  "applicants.notes": { allows: jobWriter },
  "applicants.addNote": { allows: jobWriter },
  "applicants.deleteNote": { allows: jobWriter },
  "tags.list": { allows: isEmployer },
  "tags.create": { allows: isEmployer },
  "tags.attachToApplicant": { allows: jobWriter },
  "tags.detachFromApplicant": { allows: jobWriter },
  "tags.deleteApplicantTags": { allows: jobWriter },
  "tags.addToJob": { allows: jobWriter },
  "tags.removeFromJob": { allows: jobWriter },
  "tags.removeAllFromJob": { allows: jobWriter },
  // Issue 17 (applicants): the CSV export reads like the search (the job's company only, tested in jobWork.test.ts).
  "applicants.exportCsv": { allows: companyPortal },
  // Issue 18: billing is read by everyone of the settings, changed by company admins and admins.
  "payment.getBilling": { allows: canManageEmployees },
  "payment.billingHistory": { allows: canManageEmployees },
  "payment.orderHistory": { allows: canManageEmployees },
  "payment.orderStatistics": { allows: canManageEmployees },
  "payment.billingDue": { allows: canManageEmployees },
  "payment.receipt": { allows: canManageEmployees },
  "payment.invoices": { allows: canManageEmployees },
  "payment.updateBilling": { allows: canManageCompany },
  "payment.invoiceLines": { allows: canManageEmployees },
  "payment.settleInvoice": { allows: isAdmin },
  // News (issue 20): the /news list's roles read (access §6); news admins, contributors and admins
  // ("internal admins … manage news channels, posts and ads") write posts and albums; news admins and
  // admins manage channels; drivers read the published news (beyond the spec).
  "news.searchChannels": { allows: newsList },
  "news.getChannel": { allows: newsList },
  "news.listPosts": { allows: newsList },
  "news.getPost": { allows: newsList },
  "news.createChannel": { allows: newsManager },
  "news.updateChannel": { allows: newsManager },
  "news.deleteChannel": { allows: newsManager },
  "news.createPost": { allows: newsWriter },
  "news.updatePost": { allows: newsWriter },
  "news.deletePost": { allows: newsWriter },
  "news.feed": { allows: (roles) => roles.includes(RoleName.driver) },
  "news.readPost": { allows: (roles) => roles.includes(RoleName.driver) },
  "albums.list": { allows: newsWriter },
  "albums.save": { allows: newsWriter },
  "albums.delete": { allows: newsWriter },
  // News albums' images (newsads)
  "albums.listImages": { allows: newsWriter },
  "albums.addImage": { allows: newsWriter },
  "albums.removeImage": { allows: newsWriter },
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

/** Issue 18: the billing calls of the settings. */
export const settingsEndpointNames = [
  "payment.getBilling",
  "payment.updateBilling",
  "payment.billingHistory",
  "payment.orderHistory",
  "payment.orderStatistics",
  "payment.billingDue",
  "payment.receipt",
  "payment.invoices",
  "payment.invoiceLines",
  "payment.settleInvoice",
];

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
  "payment.testCards",
  "payment.charge",
  "payment.invoiceCharge",
  // Issue 17 (jobwork)
  "jobs.update",
  "jobs.updateAddress",
  "jobs.delete",
  "jobs.close",
  "jobs.cancel",
  "jobs.cancelRenewal",
  "jobs.statistics",
  "jobs.contactReview",
  "addons.list",
  "addons.replace",
  "addons.update",
  "addons.adminAdd",
  "addons.adminBoost",
  "payment.boost",
  "payment.renewal",
  "payment.payAddons",
  "applicants.list",
  "applicants.search",
  "applicants.setStage",
  "applicants.bulkTag",
  "applicants.notes",
  "applicants.addNote",
  "applicants.deleteNote",
  "tags.list",
  "tags.create",
  "tags.attachToApplicant",
  "tags.detachFromApplicant",
  "tags.deleteApplicantTags",
  "tags.addToJob",
  "tags.removeFromJob",
  "tags.removeAllFromJob",
  // Issue 17 (applicants)
  "applicants.exportCsv",
  // Issue 18: company settings and billing.
  ...settingsEndpointNames,
];

/** The calls of the drivers' side outside the members group (issue 19, issue 17 candidates). */
export const driverEndpointNames = ["candidates.list"];

/** The endpoints this server implements (the rest belong to later issues). */
export const mountedEndpoints: readonly AnyEndpoint[] = endpoints.filter(
  (endpoint) => Object.hasOwn(routes, endpoint.name) || streamedEndpointNames.includes(endpoint.name),
);

export const accounts = Object.keys(demoAccounts) as DemoAccount[];

const objectRuled: ReadonlySet<string> = new Set([
  "news.updatePost",
  "news.deletePost",
  "albums.delete",
  // newsads: an album's images (the album's owner is an object rule, tested in news.test.ts)
  "albums.listImages",
  "albums.addImage",
  "albums.removeImage",
]);

/** Fills `{id}`, `{employeeId}`, `{fileName}` for a call; `companyId` is the company the caller targets. */
export const pathFor = (endpoint: AnyEndpoint, companyId: number, employeeId: number): string =>
  endpoint.path
    // News (issue 20): who may change which post or album (a contributor: their own drafts) is an
    // object rule tested in news.test.ts; here these calls target a missing one, so only the role rule answers.
    .replace("{id}", objectRuled.has(endpoint.name) ? "999999" : "{id}")
    .replace("{id}", String(companyId))
    .replace("{employeeId}", String(employeeId))
    .replace("{fileName}", "logo.png")
    .replace("{channelId}", "1")
    .replace("{imageId}", "999999")
    .replace("{uploadId}", "upl_unknown");
