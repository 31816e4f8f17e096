import { formatPrice } from "@haulboard/domain";
import { Button, ComboBox, type LoadSuggestions } from "@haulboard/ui";
import { type Key, useEffect, useRef } from "react";
import { CompanyText } from "../../CompanyText.ts";
import * as styles from "../../styles.css.ts";
import type { DraftAddress } from "../draft.ts";
import { UsMap } from "./UsMap.tsx";

export interface AddressStepViewProps {
  readonly addresses: readonly DraftAddress[];
  readonly loadSuggestions: LoadSuggestions;
  readonly searchText: string;
  readonly onSearchTextChange: (text: string) => void;
  readonly onChoose: (placeId: Key | null) => void;
  readonly onRemove: (placeId: string) => void;
  /** 'Addresses should be from the US', 'Select a valid address, city, or zip code' … */
  readonly searchError?: string | undefined;
  /** A message of the step (no address yet …). */
  readonly stepError?: string | undefined;
  readonly isAdding?: boolean;
  /** Absent on an edit screen (no step before). */
  readonly onBack?: (() => void) | undefined;
  readonly onNext: () => void;
  /** The main button. @default CompanyText.next */
  readonly nextLabel?: string | undefined;
  /** A save is running (edit screens). @default false */
  readonly isSaving?: boolean | undefined;
  /** One address only (a posted job's): a chosen place replaces it. @default false */
  readonly single?: boolean | undefined;
}

/** Step 2: where drivers should see the job; one job per address, each with its cost. */
export function AddressStepView({
  addresses,
  loadSuggestions,
  searchText,
  onSearchTextChange,
  onChoose,
  onRemove,
  searchError,
  stepError,
  isAdding = false,
  onBack,
  onNext,
  nextLabel = CompanyText.next,
  isSaving = false,
  single = false,
}: AddressStepViewProps) {
  // A new address remounts the search (closed, empty) and gives it the focus back, so typing goes on.
  // On an edit screen the chosen place replaces the one address: the list's places, not its length, key it.
  const searchBox = useRef<HTMLDivElement>(null);
  const chosenKey = addresses.map((address) => address.placeId).join("|");
  const count = useRef(addresses.length);
  const lastKey = useRef(chosenKey);
  useEffect(() => {
    const added = addresses.length > count.current || (single && chosenKey !== lastKey.current);
    if (added && addresses.length > 0) searchBox.current?.querySelector("input")?.focus();
    count.current = addresses.length;
    lastKey.current = chosenKey;
  }, [addresses.length, chosenKey, single]);
  return (
    <section className={styles.form} aria-labelledby="address-title">
      <h2 id="address-title" className={styles.subtitle}>
        {CompanyText.steps[1]}
      </h2>
      <div className={styles.split}>
        <div className={styles.form}>
          <div ref={searchBox}>
            <ComboBox
              key={single ? chosenKey : addresses.length}
              label={CompanyText.addressSearch}
              description={single ? CompanyText.addressReplaceHint : CompanyText.addressSearchHint}
              loadSuggestions={loadSuggestions}
              debounceMs={300}
              minChars={2}
              inputValue={searchText}
              onInputChange={onSearchTextChange}
              selectedKey={null}
              onSelectionChange={onChoose}
              isInvalid={searchError !== undefined}
              errorMessage={searchError}
            />
          </div>
          {isAdding ? (
            <p role="status" className={styles.muted}>
              {CompanyText.addingAddress}
            </p>
          ) : null}
          <h3 className={styles.subtitle}>{CompanyText.addressesTitle}</h3>
          {addresses.length === 0 ? (
            <p className={styles.muted}>{CompanyText.noAddresses}</p>
          ) : (
            <ul className={styles.list} aria-label={CompanyText.addressesTitle}>
              {addresses.map((address) => (
                <li key={address.placeId} className={styles.listItem}>
                  <span className={styles.text}>{address.description}</span>
                  <span className={styles.text}>{formatPrice(address.cost)}</span>
                  <Button
                    variant="tertiary"
                    onPress={() => onRemove(address.placeId)}
                    aria-label={CompanyText.removeAddress(address.description)}
                  >
                    {CompanyText.remove}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <UsMap
          points={addresses.map((address) => ({
            id: address.placeId,
            label: address.description,
            coordinates: address.coordinates,
          }))}
        />
      </div>
      {stepError ? (
        <p role="alert" className={styles.text}>
          {stepError}
        </p>
      ) : null}
      <div className={styles.actions}>
        {onBack ? (
          <Button variant="secondary" onPress={onBack}>
            {CompanyText.back}
          </Button>
        ) : (
          <span />
        )}
        <Button onPress={onNext} isLoading={isSaving}>
          {nextLabel}
        </Button>
      </div>
    </section>
  );
}
