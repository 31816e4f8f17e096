import { type Admin, alertTextOf } from "@haulboard/api";
import { defaultPageSize, ErrorText, formatDate } from "@haulboard/domain";
import {
  Alert,
  Button,
  DataGrid,
  type DataGridColumn,
  type DataGridQuery,
  lazyView,
  Modal,
  PageHeader,
  SearchField,
  Spinner,
  Stack,
} from "@haulboard/ui";
import { Suspense, useState } from "react";
import { AdminText } from "../AdminText.ts";
import type { AdminCreateFieldsProps, AdminCreatePayload } from "./AdminCreateFields.tsx";

// The creation form (password fields and validation) loads once the list is on screen, not with the page.
const createForm = lazyView<AdminCreateFieldsProps>(() =>
  import("./AdminCreateFields.tsx").then((module) => ({ default: module.AdminCreateFields })),
);

type AdminUser = Admin.AdminUser;
const text = AdminText.admins;

const columns: ReadonlyArray<DataGridColumn<AdminUser>> = [
  { id: "name", header: text.columns.name, value: (admin) => admin.fullName, isSortable: false },
  { id: "email", header: text.columns.email, value: (admin) => admin.email, isSortable: false },
  {
    id: "created",
    header: text.columns.created,
    value: (admin) => admin.createdAt,
    cell: (admin) => formatDate(admin.createdAt),
    isSortable: false,
  },
];

type Creation =
  | { state: "closed" }
  | { state: "editing"; error?: string }
  | { state: "pending" }
  | { state: "created"; email: string };

export interface AdminsViewProps {
  admins: ReadonlyArray<AdminUser>;
  total: number;
  /** The search box's text (full name). @default "" */
  search?: string;
  /** @default undefined */
  onSearchChange?: (search: string) => void;
  /** The page shown (controlled: a new search passes its first page). @default undefined */
  query?: DataGridQuery;
  onQueryChange: (query: DataGridQuery) => void;
  /** Creates an admin; rejects with an Error whose message the form shows. */
  onCreate: (payload: AdminCreatePayload) => Promise<void>;
  /** @default false */
  isLoading?: boolean;
  /** @default undefined */
  error?: string;
  /** The creation modal's state at first (stories). @default closed */
  initialCreation?: Creation;
}

/**
 * The admins section of user management: a search by full name, the list (page and total) and the admin
 * creation form in a modal.
 */
export function AdminsView({
  admins,
  total,
  search = "",
  onSearchChange,
  query,
  onQueryChange,
  onCreate,
  isLoading = false,
  error,
  initialCreation = { state: "closed" },
}: AdminsViewProps) {
  const [creation, setCreation] = useState<Creation>(initialCreation);
  const close = () => setCreation({ state: "closed" });
  const AdminCreateFields = createForm.useView();
  const submit = (payload: AdminCreatePayload) => {
    setCreation({ state: "pending" });
    onCreate(payload)
      .then(() => setCreation({ state: "created", email: payload.email }))
      .catch((failure: unknown) =>
        setCreation({
          state: "editing",
          error: alertTextOf(failure),
        }),
      );
  };
  return (
    <Stack space="lg">
      <PageHeader
        title={text.title}
        actions={<Button onPress={() => setCreation({ state: "editing" })}>{text.create}</Button>}
      />
      <SearchField
        label={text.searchLabel}
        placeholder="Full name"
        value={search}
        onChange={onSearchChange}
      />
      <DataGrid
        label={text.title}
        mode="server"
        columns={columns}
        data={admins}
        rowCount={total}
        getRowId={(admin) => String(admin.id)}
        getRowLabel={(admin) => admin.fullName}
        {...(query ? { query } : {})}
        onQueryChange={onQueryChange}
        isLoading={isLoading}
        error={error}
        emptyText={search.trim() === "" ? text.empty : text.noMatch}
        defaultPageSize={defaultPageSize}
      />
      <Modal
        isOpen={creation.state !== "closed"}
        onOpenChange={(isOpen) => {
          if (!isOpen && creation.state !== "pending") close();
        }}
        title={text.form.title}
        isDismissable={creation.state !== "pending"}
      >
        {creation.state === "created" ? (
          <Stack space="md">
            <Alert kind="success" message={`${text.form.success}: ${creation.email}`} />
            <Button onPress={close}>Close</Button>
          </Stack>
        ) : (
          <Suspense fallback={<Spinner label={ErrorText.loading} />}>
            <AdminCreateFields
              isPending={creation.state === "pending"}
              serverError={creation.state === "editing" ? creation.error : undefined}
              onCancel={close}
              onSubmit={submit}
            />
          </Suspense>
        )}
      </Modal>
    </Stack>
  );
}
