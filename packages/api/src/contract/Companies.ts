import {
  accountStates,
  CompanyName,
  companyPlans,
  companySizes,
  Email,
  providerCodes,
  UsPhone,
} from "@haulboard/domain";
import { Schema } from "effect";
import { CompanyLogo } from "./CompanyLogo.ts";
import * as Endpoint from "./Endpoint.ts";
import { Coordinates, Id, IdParams, IsoDateTime, PageQuery, SearchBody, UrlAnswer } from "./Shared.ts";
import { WireStruct } from "./Wire.ts";

/** Company size buckets (access §3). */
export const CompanySize = Schema.Literals(companySizes.map((bucket) => bucket.value));
export type CompanySize = typeof CompanySize.Type;

/** Payment kinds by provider code: CELERO (credit card), CONTRACT (invoice). */
export const BillingType = Schema.Literals(Object.values(providerCodes));
export type BillingType = typeof BillingType.Type;

/** Plan kinds: 1 Enterprise, 2 Self-Service. */
export const PlanId = Schema.Literals(companyPlans.map((plan) => plan.id));
export type PlanId = typeof PlanId.Type;

/** Account states (access §4). */
export const CompanyStatus = Schema.Literals(accountStates);
export type CompanyStatus = typeof CompanyStatus.Type;

/** The logo file and its crop (its own module, shared with Media). */
export { CompanyLogo };

/** The company record (access §3 "Company (admin view)", employer-work §3). */
export const Company = WireStruct({
  id: Id,
  companyName: Schema.String,
  size: CompanySize,
  street1: Schema.NullOr(Schema.String),
  street2: Schema.NullOr(Schema.String),
  city: Schema.NullOr(Schema.String),
  state: Schema.NullOr(Schema.String),
  postalCode: Schema.NullOr(Schema.String),
  country: Schema.NullOr(Schema.String),
  /** The company admin who created it. */
  employerId: Id,
  logo: Schema.NullOr(CompanyLogo),
  billingType: BillingType,
  planId: PlanId,
  phone: Schema.NullOr(Schema.String),
  email: Schema.NullOr(Schema.String),
  emailToVerify: Schema.NullOr(Schema.String),
  emailVerified: Schema.Boolean,
  /** `[lng, lat]`. */
  coordinates: Schema.NullOr(Coordinates),
  latitude: Schema.NullOr(Schema.Finite),
  longitude: Schema.NullOr(Schema.Finite),
  /** Ids of drivers this company does not want to see. */
  blockedUsers: Schema.Array(Id),
  colorTemplate: Schema.NullOr(Schema.String),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  enableRequisiteNumbers: Schema.Boolean,
  experiencedDriverFilter: Schema.Boolean,
  salesRef: Schema.NullOr(Schema.String),
  secondChanceCompany: Schema.Boolean,
  status: CompanyStatus,
});
export type Company = typeof Company.Type;

/** A row of the admin company list (access §3 "Company list item"). */
export const CompanyListItem = WireStruct({
  id: Id,
  companyName: Schema.String,
  planId: PlanId,
  billingType: BillingType,
  totalJobs: Schema.Int,
  activeJobs: Schema.Int,
  phone: Schema.NullOr(Schema.String),
  /** Joining date. */
  createdAt: IsoDateTime,
  status: CompanyStatus,
});
export type CompanyListItem = typeof CompanyListItem.Type;

/** Fields a company search may filter and sort by. */
export const companySearchFields = [
  "company_name",
  "created_at",
  "billing_type",
  "plan_id",
  "status",
] as const;
export const CompanySearchRequest = SearchBody(companySearchFields);
export type CompanySearchRequest = typeof CompanySearchRequest.Type;

export const CompanySearchQuery = Schema.Struct({
  ...PageQuery.fields,
  /** `true` adds job counts (they are always present here; kept for the spec's call shape). */
  statistics: Schema.optionalKey(Schema.Literals(["true", "false"])),
});

/** The company-info step after sign-up; the address step follows with `companies.update`. */
export const CreateCompanyRequest = WireStruct({
  companyName: CompanyName,
  size: CompanySize,
  phone: UsPhone,
  email: Schema.optionalKey(Email),
  billingType: Schema.optionalKey(BillingType),
});
export type CreateCompanyRequest = typeof CreateCompanyRequest.Type;

/** Admin creation of a company for an existing employer account. */
export const AdminCreateCompanyRequest = WireStruct({
  ...CreateCompanyRequest.to.fields,
  employerId: Id,
  planId: Schema.optionalKey(PlanId),
});
export type AdminCreateCompanyRequest = typeof AdminCreateCompanyRequest.Type;

export const UpdateCompanyRequest = WireStruct({
  companyName: Schema.optionalKey(CompanyName),
  size: Schema.optionalKey(CompanySize),
  phone: Schema.optionalKey(UsPhone),
  email: Schema.optionalKey(Email),
  street1: Schema.optionalKey(Schema.String),
  street2: Schema.optionalKey(Schema.NullOr(Schema.String)),
  city: Schema.optionalKey(Schema.String),
  state: Schema.optionalKey(Schema.String),
  postalCode: Schema.optionalKey(Schema.String),
  country: Schema.optionalKey(Schema.String),
  coordinates: Schema.optionalKey(Coordinates),
  logo: Schema.optionalKey(Schema.NullOr(CompanyLogo)),
  /** Admins only. */
  billingType: Schema.optionalKey(BillingType),
  /** Admins only. */
  planId: Schema.optionalKey(PlanId),
  /** Admins only: lock or unlock the account. */
  status: Schema.optionalKey(CompanyStatus),
  colorTemplate: Schema.optionalKey(Schema.NullOr(Schema.String)),
  enableRequisiteNumbers: Schema.optionalKey(Schema.Boolean),
  experiencedDriverFilter: Schema.optionalKey(Schema.Boolean),
  secondChanceCompany: Schema.optionalKey(Schema.Boolean),
  salesRef: Schema.optionalKey(Schema.NullOr(Schema.String)),
});
export type UpdateCompanyRequest = typeof UpdateCompanyRequest.Type;

export const searchCompanies = Endpoint.make({
  name: "companies.search",
  method: "POST",
  path: "/companies/search",
  auth: "bearer",
  query: CompanySearchQuery,
  body: CompanySearchRequest,
  success: Schema.Array(CompanyListItem),
  paginated: true,
  description: "Admins only: company list with filters (company_name ilike) and orders (created_at desc).",
});

export const getCompany = Endpoint.make({
  name: "companies.get",
  method: "GET",
  path: "/companies/{id}",
  auth: "bearer",
  params: IdParams,
  success: Company,
  description: "A company: its own members, or admins.",
});

export const getCompanyLogo = Endpoint.make({
  name: "companies.logo",
  method: "GET",
  path: "/companies/logo/{fileName}",
  auth: "bearer",
  params: Schema.Struct({ fileName: Schema.String }),
  success: UrlAnswer,
  description: "A URL for the logo file.",
});

export const createCompany = Endpoint.make({
  name: "companies.create",
  method: "POST",
  path: "/companies",
  auth: "bearer",
  body: CreateCompanyRequest,
  success: Company,
  description: "The signed-in employer creates their company (company-info step).",
});

export const updateCompany = Endpoint.make({
  name: "companies.update",
  method: "PATCH",
  path: "/companies/{id}",
  auth: "bearer",
  params: IdParams,
  body: UpdateCompanyRequest,
  success: Company,
  description: "Update a company (own company for its admins and users; any for admins).",
});

export const adminCreateCompany = Endpoint.make({
  name: "companies.adminCreate",
  method: "POST",
  path: "/admin/companies",
  auth: "bearer",
  body: AdminCreateCompanyRequest,
  success: Company,
  description: "Admins only: create a company for an employer.",
});

/** The calls of this resource by name, as `api.companies` and the client (`client.companies.<call>`) expose them. */
export const companiesCalls = {
  search: searchCompanies,
  get: getCompany,
  logo: getCompanyLogo,
  create: createCompany,
  update: updateCompany,
  adminCreate: adminCreateCompany,
} as const;
