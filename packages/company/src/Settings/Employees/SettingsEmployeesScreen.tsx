import { runApi } from "@haulboard/api";
import { defaultPageSize } from "@haulboard/domain";
import { useAlerts, useSession } from "@haulboard/shell";
import { EmployeesText, EmployeesView } from "@haulboard/shell/employees";
import { alertTextOf } from "@haulboard/shell/forms";
import { useApi, useAppApi } from "@haulboard/shell/portal";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ReadOnlyNotice } from "../ReadOnlyNotice.tsx";
import * as local from "../Settings.css.ts";
import { useSettings } from "../SettingsLayout.tsx";

/** A failure inside a modal keeps the modal open with the server's message. */
const asError = (error: unknown): never => {
  throw new Error(alertTextOf(error));
};

/**
 * The company's employees (GET /companies/{id}/employers with offset and limit) and the admin's modals:
 * add (tn_newsletters false), edit, reset password, deactivate or activate — each confirmed in the alerts.
 */
export function SettingsEmployeesScreen() {
  const client = useAppApi();
  const api = useApi();
  const queries = useQueryClient();
  const session = useSession();
  const { showAlert } = useAlerts();
  const { company, canManage } = useSettings();
  const [page, setPage] = useState({ offset: 0, limit: defaultPageSize });
  const input = { params: { id: company.id }, query: page };
  const employees = useQuery(api.employees.list.queryOptions(input, { placeholderData: keepPreviousData }));
  const done = (message: string) => async () => {
    await queries.invalidateQueries({ queryKey: api.employees.key() });
    showAlert({ type: "success", message });
  };
  return (
    <section className={local.section}>
      {canManage ? null : <ReadOnlyNotice />}
      <EmployeesView
        companyName={company.companyName}
        currentUserId={session.user?.id}
        employees={employees.data?.data ?? []}
        isLoading={employees.isPending || employees.isFetching}
        error={employees.isError ? alertTextOf(employees.error) : undefined}
        canChange={canManage}
        paging={{
          total: employees.data?.pagination?.total ?? 0,
          onQueryChange: (next) => {
            if (next.skip !== page.offset || next.pageSize !== page.limit)
              setPage({ offset: next.skip, limit: next.pageSize });
          },
        }}
        onAdd={(form) =>
          runApi(client.employees.add({ params: { id: company.id }, body: { ...form, acceptEmails: false } }))
            .catch(asError)
            .then(done(EmployeesText.added))
        }
        onEdit={({ employee, values }) =>
          runApi(
            client.employees.update({
              params: { id: company.id, employeeId: employee.id },
              body: {
                firstName: values.firstName,
                lastName: values.lastName,
                phone: values.phone,
                ...(values.email.trim().toLowerCase() !== employee.email.toLowerCase()
                  ? { email: values.email.trim() }
                  : {}),
              },
            }),
          )
            .catch(asError)
            .then(done(EmployeesText.updated))
        }
        onResetPassword={({ employee, password }) =>
          runApi(
            client.employees.resetPassword({
              params: { id: company.id },
              body: { employeeId: employee.id, password },
            }),
          )
            .catch(asError)
            .then(done(EmployeesText.passwordReset))
        }
        onToggleActive={(employee) =>
          runApi(
            client.employees.update({
              params: { id: company.id, employeeId: employee.id },
              body: { active: !employee.active },
            }),
          )
            .catch(asError)
            .then(done(employee.active ? EmployeesText.deactivated : EmployeesText.activated))
        }
      />
    </section>
  );
}
