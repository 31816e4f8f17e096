import { Alert, Button, ComboBox, Modal, Stack } from "@haulboard/ui";
import { useCallback, useEffect, useRef, useState } from "react";
import { ImpersonationText as text } from "./ImpersonationText.ts";

export interface PickerOption {
  readonly id: number;
  readonly name: string;
}

const toChoice = (option: PickerOption) => ({ id: String(option.id), label: option.name });

export interface ImpersonationChoice {
  readonly company: PickerOption;
  readonly user: PickerOption;
}

export interface ImpersonationDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Companies whose name contains the typed text, newest first (the ComboBox debounces typing 300 ms). */
  searchCompanies: (text: string) => Promise<ReadonlyArray<PickerOption>>;
  /** The users of a company. */
  loadUsers: (companyId: number) => Promise<ReadonlyArray<PickerOption>>;
  onConfirm: (choice: ImpersonationChoice) => void;
  /** @default false */
  isPending?: boolean;
  /** Why the last confirm failed. @default undefined */
  error?: string;
}

/**
 * 'Please select' (access §2): the company picker (Companies, searchable) and the user picker
 * ('Select a user'); Confirm swaps the tokens.
 */
export function ImpersonationDialog({
  isOpen,
  onOpenChange,
  searchCompanies,
  loadUsers,
  onConfirm,
  isPending = false,
  error,
}: ImpersonationDialogProps) {
  const [companies, setCompanies] = useState<ReadonlyArray<PickerOption>>([]);
  const [company, setCompany] = useState<PickerOption | undefined>();
  const [users, setUsers] = useState<ReadonlyArray<PickerOption>>([]);
  const [isLoadingUsers, setLoadingUsers] = useState(false);
  const [user, setUser] = useState<PickerOption | undefined>();
  // The callers' loaders may change identity on every render; the pickers must not reload for that.
  const loaders = useRef({ searchCompanies, loadUsers });
  loaders.current = { searchCompanies, loadUsers };
  const loadCompanySuggestions = useCallback(async (typed: string) => {
    const found = await loaders.current.searchCompanies(typed);
    setCompanies(found);
    return found.map(toChoice);
  }, []);
  // The users of the chosen company, loaded once it is chosen.
  useEffect(() => {
    setUsers([]);
    if (company === undefined) return;
    let isCurrent = true;
    setLoadingUsers(true);
    loaders.current
      .loadUsers(company.id)
      .then(
        (found) => {
          if (isCurrent) setUsers(found);
        },
        () => undefined,
      )
      .finally(() => {
        if (isCurrent) setLoadingUsers(false);
      });
    return () => {
      isCurrent = false;
    };
  }, [company]);

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={text.dialogTitle}
      isDismissable={!isPending}
      footer={({ close }) => (
        <>
          <Button variant="secondary" onPress={close} isDisabled={isPending}>
            {text.cancel}
          </Button>
          <Button
            isDisabled={company === undefined || user === undefined}
            isLoading={isPending}
            onPress={() => {
              if (company && user) onConfirm({ company, user });
            }}
          >
            {text.confirm}
          </Button>
        </>
      )}
    >
      <Stack space="md">
        <p>{text.dialogText}</p>
        {error ? <Alert kind="error" message={error} /> : null}
        <ComboBox
          label={text.companies}
          menuTrigger="focus"
          minChars={0}
          loadSuggestions={loadCompanySuggestions}
          onSelectionChange={(key) => {
            setCompany(companies.find((option) => String(option.id) === key));
            setUser(undefined);
          }}
          isDisabled={isPending}
        />
        <ComboBox
          key={company?.id ?? "none"}
          label={text.selectUser}
          menuTrigger="focus"
          options={users.map(toChoice)}
          emptyText={text.noUsers}
          onSelectionChange={(key) => setUser(users.find((option) => String(option.id) === key))}
          // Until the company's users are in, the picker waits (opened empty, it would not show them).
          isDisabled={company === undefined || isLoadingUsers || isPending}
        />
      </Stack>
    </Modal>
  );
}
