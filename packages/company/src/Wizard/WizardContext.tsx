import type { Payment } from "@haulboard/api";
import { type BillingType, billingTypeOf } from "@haulboard/domain";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { browserStorage, clearDraft, readDraft, type WizardDraft, writeDraft } from "./draft.ts";

export interface WizardState {
  readonly draft: WizardDraft;
  /** Changes the draft and stores it at once (a reload or a crashed tab keeps every keystroke). */
  readonly update: (change: (draft: WizardDraft) => WizardDraft) => void;
  /** Forgets the draft (after success). */
  readonly clear: () => void;
  readonly billingType: BillingType;
  /** The company's saved card, if any. */
  readonly savedCard: Payment.PaymentMethod | null;
}

const WizardContext = createContext<WizardState | null>(null);

export const useWizard = (): WizardState => {
  const state = useContext(WizardContext);
  if (state === null) throw new Error("useWizard outside the job wizard");
  return state;
};

export interface WizardProviderProps {
  /** `draftKey(userId, companyId)`: the draft belongs to the signed-in user and company. */
  readonly storageKey: string;
  /** The company's billing type as the server spells it (CELERO, CONTRACT …). */
  readonly billingType: string;
  readonly savedCard: Payment.PaymentMethod | null;
  readonly storage?: Storage | undefined;
  readonly children: ReactNode;
}

/** Keeps the wizard's draft for every step, backed by local storage under the user's and company's key. */
export function WizardProvider({
  storageKey,
  billingType,
  savedCard,
  storage = browserStorage(),
  children,
}: WizardProviderProps) {
  const [state, setState] = useState(() => ({ key: storageKey, draft: readDraft(storage, storageKey) }));
  // Another user or company signed in: read their draft.
  const current =
    state.key === storageKey ? state : { key: storageKey, draft: readDraft(storage, storageKey) };
  if (current !== state) setState(current);
  const update = useCallback(
    (change: (draft: WizardDraft) => WizardDraft) =>
      setState((previous) => {
        const draft = change(previous.draft);
        writeDraft(storage, previous.key, draft);
        return { key: previous.key, draft };
      }),
    [storage],
  );
  const clear = useCallback(() => {
    clearDraft(storage, storageKey);
  }, [storage, storageKey]);
  const value = useMemo<WizardState>(
    () => ({
      draft: current.draft,
      update,
      clear,
      billingType: billingTypeOf(billingType) ?? "card",
      savedCard,
    }),
    [current.draft, update, clear, billingType, savedCard],
  );
  return <WizardContext.Provider value={value}>{children}</WizardContext.Provider>;
}
