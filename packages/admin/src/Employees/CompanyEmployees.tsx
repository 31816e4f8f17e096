import { useAlerts, useSession } from "@haulboard/shell";
import { AdminText } from "../AdminText.ts";
import { useCompanyEmployees, useEmployeeMutations } from "../data/companyQueries.ts";
import { asMessageError, errorText } from "../data/errors.ts";
import { EmployeesView } from "./EmployeesView.tsx";

export interface CompanyEmployeesProps {
  companyId: number;
  companyName: string;
}

const rethrow = (error: unknown): never => {
  throw asMessageError(error);
};

const text = AdminText.employees;

/**
 * The expanded row of the company list: loads the company's employees and runs the modals' changes. Each
 * change confirms its success in the alert area; a failure stays in its modal with the server's message.
 */
export function CompanyEmployees({ companyId, companyName }: CompanyEmployeesProps) {
  const result = useCompanyEmployees(companyId);
  const { add, resetPassword, update } = useEmployeeMutations();
  const session = useSession();
  const { showAlert } = useAlerts();
  const confirm = (message: string) => () => showAlert({ type: "success", message });
  return (
    <EmployeesView
      companyName={companyName}
      currentUserId={session.user?.id}
      employees={result.data?.data ?? []}
      isLoading={result.isLoading}
      error={errorText(result.error)}
      onAdd={(form) =>
        add
          .mutateAsync({ params: { id: companyId }, body: { ...form, acceptEmails: false } })
          .then(confirm(text.added))
          .catch(rethrow)
      }
      onResetPassword={({ employee, password }) =>
        resetPassword
          .mutateAsync({ params: { id: employee.id }, body: { password } })
          .then(confirm(text.passwordReset))
          .catch(rethrow)
      }
      onToggleActive={(employee) =>
        update
          .mutateAsync({
            params: { id: companyId, employeeId: employee.id },
            body: { active: !employee.active },
          })
          .then(confirm(employee.active ? text.deactivated : text.activated))
          .catch(rethrow)
      }
    />
  );
}
