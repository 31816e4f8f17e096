import type { Companies } from "@haulboard/api";
import { billingTypeLabel, billingTypeOf, companyPlanName, formatDate } from "@haulboard/domain";
import { Badge, type DataGridColumn } from "@haulboard/ui";
import { AdminText } from "../AdminText.ts";

type CompanyListItem = Companies.CompanyListItem;
const text = AdminText.companyList;

/** The billing type's label (Credit Card, Invoice) from its provider code. */
export const billingLabel = (code: string): string => {
  const type = billingTypeOf(code);
  return type === undefined ? code : billingTypeLabel(type);
};

/** A phone, or '-' when empty (access §3 "Company list item"). */
export const phoneOrDash = (phone: string | null | undefined): string =>
  phone && phone.trim() !== "" ? phone : text.emptyPhone;

/** The company list's columns: id, company name, type, billing type, total jobs, active jobs, phone, joining date, status. */
export const companyColumns: ReadonlyArray<DataGridColumn<CompanyListItem>> = [
  { id: "id", header: text.columns.id, value: (row) => row.id, isSortable: false, width: "5rem" },
  {
    id: "companyName",
    header: text.columns.companyName,
    value: (row) => row.companyName,
    isSortable: false,
    isRowHeader: true,
  },
  {
    id: "type",
    header: text.columns.type,
    value: (row) => companyPlanName(row.planId) ?? "",
    isSortable: false,
  },
  {
    id: "billingType",
    header: text.columns.billingType,
    value: (row) => billingLabel(row.billingType),
    isSortable: false,
  },
  {
    id: "totalJobs",
    header: text.columns.totalJobs,
    value: (row) => row.totalJobs,
    isSortable: false,
    align: "end",
  },
  {
    id: "activeJobs",
    header: text.columns.activeJobs,
    value: (row) => row.activeJobs,
    isSortable: false,
    align: "end",
  },
  {
    id: "phone",
    header: text.columns.phone,
    value: (row) => phoneOrDash(row.phone),
    isSortable: false,
  },
  {
    id: "joiningDate",
    header: text.columns.joiningDate,
    value: (row) => formatDate(row.createdAt),
    isSortable: false,
  },
  {
    id: "status",
    header: text.columns.status,
    value: (row) => row.status,
    cell: (row) => <Badge tone={row.status === "Active" ? "success" : "error"}>{row.status}</Badge>,
    isSortable: false,
  },
];
