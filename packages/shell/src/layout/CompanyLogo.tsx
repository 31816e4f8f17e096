import { Logo } from "@haulboard/ui";
import { useQuery } from "@tanstack/react-query";
import { useApi } from "../api/AppApi.tsx";

/** The default logo shown when a company has none or its image fails to load (access §8). */
export const defaultCompanyLogo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 49 19"><rect width="49" height="19" rx="3" fill="#e5e7eb"/><path d="M8 13h15V6H8zm15-4h5l3 3v1h-8z" fill="#6b7280"/><circle cx="12" cy="14" r="2" fill="#374151"/><circle cx="27" cy="14" r="2" fill="#374151"/></svg>',
)}`;

/**
 * The company's logo in the newLayout header: the employer's company, its logo file, then the file's URL
 * (GET /employer, GET /companies/{id}, GET /companies/logo/{fileName}); any failure shows the default logo.
 */
export function CompanyLogo() {
  const api = useApi();
  const employer = useQuery(api.employer.get.queryOptions());
  const companyId = employer.data?.companyId ?? undefined;
  const companyInput = { params: { id: companyId as number } };
  const company = useQuery(
    api.companies.get.queryOptions(companyInput, { enabled: companyId !== undefined }),
  );
  const fileName = company.data?.logo?.fileName;
  const logoInput = { params: { fileName: fileName as string } };
  const logo = useQuery(api.companies.logo.queryOptions(logoInput, { enabled: fileName !== undefined }));
  return (
    <Logo src={logo.data?.url ?? null} alt="Company logo" fallbackSrc={defaultCompanyLogo} size="small" />
  );
}
