import { alertTextOf, type Employees } from "@haulboard/api";
import { ErrorText, formatDate } from "@haulboard/domain";
import {
  Alert,
  Badge,
  Button,
  ConfirmDialog,
  DataGrid,
  type DataGridColumn,
  type DataGridQuery,
  Inline,
  lazyView,
  Modal,
  Spinner,
  Stack,
} from "@haulboard/ui";
import { type ReactNode, Suspense, useId, useState } from "react";
import type { AddEmployeeFieldsProps } from "./AddEmployeeFields.tsx";
import type { EditEmployeeFieldsProps, EditEmployeeForm } from "./EditEmployeeFields.tsx";
import type { AddEmployeeForm } from "./EmployeeForms.ts";
import * as styles from "./Employees.css.ts";
import { EmployeesText } from "./EmployeesText.ts";
import type { ResetPasswordFieldsProps } from "./ResetPasswordFields.tsx";

// The modals' forms (password and phone fields, validation: ~8 KB gzip) load once the list is on screen
// (`useView` in EmployeesView), so a modal opens on loaded code; a very quick press meanwhile shows a
// spinner in the modal until they arrive.
const addForm = lazyView<AddEmployeeFieldsProps>(() =>
  import("./forms.ts").then((forms) => ({ default: forms.AddEmployeeFields })),
);
const editForm = lazyView<EditEmployeeFieldsProps>(() =>
  import("./forms.ts").then((forms) => ({ default: forms.EditEmployeeFields })),
);
const resetForm = lazyView<ResetPasswordFieldsProps>(() =>
  import("./forms.ts").then((forms) => ({ default: forms.ResetPasswordFields })),
);
const FormLoading = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<Spinner label={ErrorText.loading} />}>{children}</Suspense>
);

type Employee = Employees.Employee;
const text = EmployeesText;

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
    cell: (employee) => formatDate(employee.createdAt),
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
  | { kind: "edit"; employee: Employee }
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
  /** Edits an employee's name, email and phone; without it there is no Edit button. @default undefined */
  onEdit?: EmployeeAction<{ employee: Employee; values: EditEmployeeForm }>;
  /** Server paging (offset and limit): the total and the page asked for; without it the grid pages itself. */
  paging?: { total: number; onQueryChange: (query: DataGridQuery) => void };
  /**
   * The signed-in user's id: their own row offers no Deactivate (the server refuses it; the account's own
   * settings close it) and says so. @default undefined
   */
  currentUserId?: string;
  /** False shows the list only (company users see their colleagues, access to change is the admins'). @default true */
  canChange?: boolean;
  /** Which modal is open at first (stories). @default none */
  initiallyOpen?: Open;
}

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
  onEdit,
  paging,
  currentUserId,
  canChange = true,
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
      .catch((failure: unknown) => setActionError(alertTextOf(failure)))
      .finally(() => setIsPending(false));
  };
  const onOpenChange = (isOpen: boolean) => {
    if (!isOpen && !isPending) close();
  };
  const toggled = open.kind === "toggle" ? open.employee : undefined;
  const AddEmployeeFields = addForm.useView(canChange);
  const EditEmployeeFields = editForm.useView(canChange);
  const ResetPasswordFields = resetForm.useView(canChange);

  return (
    <Stack space="md">
      <Inline align="spaceBetween" space="md">
        <h2 className={styles.sectionTitle} id={headingId}>
          {text.title} · {companyName}
        </h2>
        {canChange ? (
          <Button size="small" onPress={() => setOpen({ kind: "add" })}>
            {text.add}
          </Button>
        ) : null}
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
        {...(paging
          ? { mode: "server" as const, rowCount: paging.total, onQueryChange: paging.onQueryChange }
          : { isPaginated: employees.length > 10 })}
        {...(canChange ? { actionsHeader: text.columns.actions } : {})}
        rowActions={
          canChange
            ? (employee) => (
                <Inline space="xs" noWrap>
                  {onEdit ? (
                    <Button
                      size="small"
                      variant="secondary"
                      aria-label={`${text.edit} ${employeeName(employee)}`}
                      onPress={() => setOpen({ kind: "edit", employee })}
                    >
                      {text.edit}
                    </Button>
                  ) : null}
                  <Button
                    size="small"
                    variant="secondary"
                    aria-label={`${text.resetPassword} for ${employeeName(employee)}`}
                    onPress={() => setOpen({ kind: "resetPassword", employee })}
                  >
                    {text.resetPassword}
                  </Button>
                  {String(employee.id) === currentUserId ? (
                    <span className={styles.ownAccount}>{text.ownAccount}</span>
                  ) : (
                    <Button
                      size="small"
                      variant={employee.active ? "critical" : "secondary"}
                      aria-label={`${employee.active ? text.deactivate : text.activate} ${employeeName(employee)}`}
                      onPress={() => setOpen({ kind: "toggle", employee })}
                    >
                      {employee.active ? text.deactivate : text.activate}
                    </Button>
                  )}
                </Inline>
              )
            : undefined
        }
      />

      <Modal
        isOpen={open.kind === "add"}
        onOpenChange={onOpenChange}
        title={text.add}
        isDismissable={!isPending}
      >
        <FormLoading>
          <AddEmployeeFields
            isPending={isPending}
            serverError={actionError}
            onCancel={close}
            onSubmit={(value) => run(() => onAdd(value))}
          />
        </FormLoading>
      </Modal>

      <Modal
        isOpen={open.kind === "edit"}
        onOpenChange={onOpenChange}
        title={text.editTitle}
        isDismissable={!isPending}
      >
        {open.kind === "edit" && onEdit ? (
          <FormLoading>
            <EditEmployeeFields
              employee={open.employee}
              isPending={isPending}
              serverError={actionError}
              onCancel={close}
              onSubmit={(values) => run(() => onEdit({ employee: open.employee, values }))}
            />
          </FormLoading>
        ) : null}
      </Modal>

      <Modal
        isOpen={open.kind === "resetPassword"}
        onOpenChange={onOpenChange}
        title={text.resetPassword}
        isDismissable={!isPending}
      >
        {open.kind === "resetPassword" ? (
          <FormLoading>
            <ResetPasswordFields
              employeeName={employeeName(open.employee)}
              isPending={isPending}
              serverError={actionError}
              onCancel={close}
              onSubmit={(password) => run(() => onResetPassword({ employee: open.employee, password }))}
            />
          </FormLoading>
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
