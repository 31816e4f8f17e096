import type { Payment } from "@haulboard/api";
import { type BillingType, billingTypeOf } from "@haulboard/domain";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { browserStorage, clearDraft, emptyDraft, readDraft, type WizardDraft, writeDraft } from "./draft.ts";
import { wizardPaths } from "./steps.ts";

/**
 * How the steps are used: the new-job wizard (the default), the duplicate flow (the same four steps at the
 * job's `-duplicate` paths) or an edit screen (one step whose main button saves the job).
 */
export interface WizardFlow {
  /** The four steps' paths (content, address, add-ons, payment). */
  readonly paths: readonly string[];
  /** The main button of a step. @default CompanyText.next */
  readonly nextLabel?: string | undefined;
  /**
   * Edit screens: the main button saves the step (the screen shows the alert) instead of going on.
   * The wizard and the duplicate flow go on to the next path.
   */
  readonly save?: ((step: number, draft: WizardDraft) => void) | undefined;
  /** A save is running (the main button shows it). */
  readonly isSaving?: boolean | undefined;
  /** Edit: one address per job, so a chosen place replaces it; no Back button. */
  readonly isEdit?: boolean | undefined;
  /** The base cost quoted for a newly chosen address. @default jobBaseCost */
  readonly addressCost?: number | undefined;
}

export const newJobFlow: WizardFlow = { paths: wizardPaths };

export interface WizardState {
  readonly draft: WizardDraft;
  /** Changes the draft and stores it at once (a reload or a crashed tab keeps every keystroke). */
  readonly update: (change: (draft: WizardDraft) => WizardDraft) => void;
  /** Forgets the draft (after success). */
  readonly clear: () => void;
  readonly billingType: BillingType;
  /** The company's saved card, if any. */
  readonly savedCard: Payment.PaymentMethod | null;
  readonly flow: WizardFlow;
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
  /** `null` keeps the draft in memory only (edit screens: the job on the server is the saved state). */
  readonly storage?: Storage | null | undefined;
  /** The draft to start from when none is stored under the key (duplicate, edit: the job's values). */
  readonly initialDraft?: WizardDraft | undefined;
  /** @default newJobFlow */
  readonly flow?: WizardFlow | undefined;
  readonly children: ReactNode;
}

/** Keeps the wizard's draft for every step, backed by local storage under the user's and company's key. */
export function WizardProvider({
  storageKey,
  billingType,
  savedCard,
  storage: givenStorage,
  initialDraft,
  flow = newJobFlow,
  children,
}: WizardProviderProps) {
  const storage = givenStorage === null ? undefined : (givenStorage ?? browserStorage());
  const read = (key: string) => {
    const stored = readDraft(storage, key);
    return stored === emptyDraft && initialDraft ? initialDraft : stored;
  };
  const [state, setState] = useState(() => ({ key: storageKey, draft: read(storageKey) }));
  // Another user or company signed in: read their draft.
  const current = state.key === storageKey ? state : { key: storageKey, draft: read(storageKey) };
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
      flow,
    }),
    [current.draft, update, clear, billingType, savedCard, flow],
  );
  return <WizardContext.Provider value={value}>{children}</WizardContext.Provider>;
}
