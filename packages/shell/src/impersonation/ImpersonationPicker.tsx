import { runApi } from "@haulboard/api";
import { companySearchLimit, showsCompanyPicker } from "@haulboard/domain";
import { Button } from "@haulboard/ui";
import { useState } from "react";
import { useAppApi } from "../api/AppApi.tsx";
import { ImpersonationDialog, WhenOpen } from "../layout/portalDialogs.tsx";
import { useSession } from "../session/Session.tsx";
import type { PickerOption } from "./ImpersonationDialog.tsx";
import { ImpersonationText as text } from "./ImpersonationText.ts";
import { useImpersonation } from "./useImpersonation.ts";

/**
 * The header slot for admins in the company portal (access §2, §6): opens 'Please select' with the
 * company and user pickers. Hidden while impersonating (the banner takes over) and for non-admins.
 */
export function ImpersonationPicker() {
  const api = useAppApi();
  const { user } = useSession();
  const impersonation = useImpersonation();
  const [isOpen, setIsOpen] = useState(false);
  const [error, setError] = useState<string | undefined>();
  if (!user || user.isImpersonated || impersonation.session || !showsCompanyPicker(user.roles)) return null;

  const searchCompanies = async (typed: string): Promise<PickerOption[]> => {
    const page = await runApi(
      api.companies.search({
        query: { offset: 0, limit: companySearchLimit },
        body: {
          filters: typed.trim() ? [{ field: "company_name", operator: "ilike", value: typed.trim() }] : [],
          orders: [{ field: "created_at", direction: "desc" }],
        },
      }),
    );
    return page.data.map((company) => ({ id: company.id, name: company.companyName }));
  };
  const loadUsers = async (companyId: number): Promise<PickerOption[]> => {
    const page = await runApi(
      api.admin.listCompanyEmployers({ params: { id: companyId }, query: { offset: 0, limit: 100 } }),
    );
    return page.data
      .filter((employee) => employee.active)
      .map((employee) => ({ id: employee.id, name: `${employee.firstName} ${employee.lastName}` }));
  };

  return (
    <>
      <Button size="small" variant="secondary" onPress={() => setIsOpen(true)}>
        {text.open}
      </Button>
      <WhenOpen isOpen={isOpen}>
        <ImpersonationDialog
          isOpen
          onOpenChange={(open) => {
            setIsOpen(open);
            if (!open) setError(undefined);
          }}
          searchCompanies={searchCompanies}
          loadUsers={loadUsers}
          isPending={impersonation.isPending}
          error={error}
          onConfirm={({ company, user: chosen }) => {
            setError(undefined);
            impersonation
              .start({ companyId: company.id, companyName: company.name, userId: chosen.id })
              .then(() => setIsOpen(false))
              .catch((failure: unknown) => setError((failure as Error).message));
          }}
        />
      </WhenOpen>
    </>
  );
}
