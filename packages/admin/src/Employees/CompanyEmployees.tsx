import {
  asMessageError,
  errorText,
  useCompanyEmployees,
  useEmployeeMutations,
} from "../data/adminQueries.ts";
import { EmployeesView } from "./EmployeesView.tsx";

export interface CompanyEmployeesProps {
  companyId: number;
  companyName: string;
}

const rethrow = (error: unknown): never => {
  throw asMessageError(error);
};

/** The expanded row of the company list: loads the company's employees and runs the modals' changes. */
export function CompanyEmployees({ companyId, companyName }: CompanyEmployeesProps) {
  const result = useCompanyEmployees(companyId);
  const { add, resetPassword, update } = useEmployeeMutations();
  return (
    <EmployeesView
      companyName={companyName}
      employees={result.data?.data ?? []}
      isLoading={result.isLoading}
      error={errorText(result.error)}
      onAdd={(form) =>
        add
          .mutateAsync({ params: { id: companyId }, body: { ...form, acceptEmails: false } })
          .then(() => undefined)
          .catch(rethrow)
      }
      onResetPassword={({ employee, password }) =>
        resetPassword
          .mutateAsync({ params: { id: employee.id }, body: { password } })
          .then(() => undefined)
          .catch(rethrow)
      }
      onToggleActive={(employee) =>
        update
          .mutateAsync({
            params: { id: companyId, employeeId: employee.id },
            body: { active: !employee.active },
          })
          .then(() => undefined)
          .catch(rethrow)
      }
    />
  );
}
