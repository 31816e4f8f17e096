import type { Employees } from "@haulboard/api";
import { formatDisplayDate } from "@haulboard/domain";
import {
  Alert,
  Badge,
  Button,
  ConfirmDialog,
  DataGrid,
  type DataGridColumn,
  Inline,
  Modal,
  Stack,
} from "@haulboard/ui";
import { useId, useState } from "react";
import { AdminText } from "../AdminText.ts";
import { SectionTitle } from "../components/PageHeader/PageHeader.tsx";
import { AddEmployeeFields } from "./AddEmployeeFields.tsx";
import type { AddEmployeeForm } from "./EmployeeForms.ts";
import { ResetPasswordFields } from "./ResetPasswordFields.tsx";

type Employee = Employees.Employee;
const text = AdminText.employees;

/** A change the container performs; it rejects with an Error whose message is shown to the admin. */
export type EmployeeAction<A> = (value: A) => Promise<void>;

export const employeeName = (employee: Pick<Employee, "firstName" | "lastName">): string =>
  `${employee.firstName} ${employee.lastName}`;

const columns: ReadonlyArray<DataGridColumn<Employee>> = [
  { id: "name", header: text.columns.name, value: employeeName, isRowHeader: true },
  { id: "email", header: text.columns.email, value: (employee) => employee.email, isRowHeader: true },
  { id: "phone", header: text.columns.phone, value: (employee) => employee.phone },
  {
    id: "createdAt",
    header: text.columns.createdAt,
    value: (employee) => employee.createdAt,
    cell: (employee) => formatDisplayDate(employee.createdAt),
  },
  {
    id: "status",
    header: text.columns.status,
    value: (employee) => (employee.active ? text.active : text.inactive),
    cell: (employee) => (
      <Badge tone={employee.active ? "success" : "neutral"}>
        {employee.active ? text.active : text.inactive}
      </Badge>
    ),
  },
];

type Open =
  | { kind: "none" }
  | { kind: "add" }
  | { kind: "resetPassword"; employee: Employee }
  | { kind: "toggle"; employee: Employee };

export interface EmployeesViewProps {
  /** The company whose employees these are. */
  companyName: string;
  employees: ReadonlyArray<Employee>;
  /** @default false */
  isLoading?: boolean;
  /** @default undefined */
  error?: string;
  onAdd: EmployeeAction<AddEmployeeForm>;
  onResetPassword: EmployeeAction<{ employee: Employee; password: string }>;
  /** Deactivates an active employee, activates an inactive one. */
  onToggleActive: EmployeeAction<Employee>;
  /** Which modal is open at first (stories). @default none */
  initiallyOpen?: Open;
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * A company's employees, under its row of the company list (employer-work §2 admin area): add one, reset a
 * password, deactivate or activate, each in a modal.
 */
export function EmployeesView({
  companyName,
  employees,
  isLoading = false,
  error,
  onAdd,
  onResetPassword,
  onToggleActive,
  initiallyOpen = { kind: "none" },
}: EmployeesViewProps) {
  const headingId = useId();
  const [open, setOpen] = useState<Open>(initiallyOpen);
  const [isPending, setIsPending] = useState(false);
  const [actionError, setActionError] = useState<string | undefined>();
  const close = () => {
    setOpen({ kind: "none" });
    setActionError(undefined);
  };
  const run = (action: () => Promise<void>) => {
    setIsPending(true);
    setActionError(undefined);
    action()
      .then(close)
      .catch((failure: unknown) => setActionError(messageOf(failure)))
      .finally(() => setIsPending(false));
  };
  const onOpenChange = (isOpen: boolean) => {
    if (!isOpen && !isPending) close();
  };
  const toggled = open.kind === "toggle" ? open.employee : undefined;

  return (
    <Stack space="md">
      <Inline align="spaceBetween" space="md">
        <SectionTitle id={headingId}>
          {text.title} · {companyName}
        </SectionTitle>
        <Button size="small" onPress={() => setOpen({ kind: "add" })}>
          {text.add}
        </Button>
      </Inline>
      <DataGrid
        label={`${text.title} of ${companyName}`}
        columns={columns}
        data={employees}
        getRowId={(employee) => String(employee.id)}
        getRowLabel={employeeName}
        isLoading={isLoading}
        error={error}
        emptyText={text.empty}
        isPaginated={employees.length > 10}
        actionsHeader={text.columns.actions}
        rowActions={(employee) => (
          <Inline space="xs" noWrap>
            <Button
              size="small"
              variant="secondary"
              aria-label={`${text.resetPassword} for ${employeeName(employee)}`}
              onPress={() => setOpen({ kind: "resetPassword", employee })}
            >
              {text.resetPassword}
            </Button>
            <Button
              size="small"
              variant={employee.active ? "critical" : "secondary"}
              aria-label={`${employee.active ? text.deactivate : text.activate} ${employeeName(employee)}`}
              onPress={() => setOpen({ kind: "toggle", employee })}
            >
              {employee.active ? text.deactivate : text.activate}
            </Button>
          </Inline>
        )}
      />

      <Modal
        isOpen={open.kind === "add"}
        onOpenChange={onOpenChange}
        title={text.add}
        isDismissable={!isPending}
      >
        <AddEmployeeFields
          isPending={isPending}
          serverError={actionError}
          onCancel={close}
          onSubmit={(value) => run(() => onAdd(value))}
        />
      </Modal>

      <Modal
        isOpen={open.kind === "resetPassword"}
        onOpenChange={onOpenChange}
        title={text.resetPassword}
        isDismissable={!isPending}
      >
        {open.kind === "resetPassword" ? (
          <ResetPasswordFields
            employeeName={employeeName(open.employee)}
            isPending={isPending}
            serverError={actionError}
            onCancel={close}
            onSubmit={(password) => run(() => onResetPassword({ employee: open.employee, password }))}
          />
        ) : null}
      </Modal>

      <ConfirmDialog
        isOpen={toggled !== undefined}
        onOpenChange={onOpenChange}
        title={toggled?.active === false ? text.activateTitle : text.deactivateTitle}
        isDestructive={toggled?.active !== false}
        isPending={isPending}
        message={
          toggled ? (
            <Stack space="sm">
              <p>
                {toggled.active
                  ? text.deactivateMessage(employeeName(toggled))
                  : text.activateMessage(employeeName(toggled))}
              </p>
              {actionError ? <Alert kind="error" message={actionError} /> : null}
            </Stack>
          ) : null
        }
        onConfirm={() => {
          if (toggled) run(() => onToggleActive(toggled));
        }}
      />
    </Stack>
  );
}
