import { Button, ComboBox, type LoadSuggestions } from "@haulboard/ui";
import type { Key } from "react";
import * as styles from "../../styles.css.ts";
import { Facts, ReadOnlyNotice } from "../ReadOnlyNotice.tsx";
import * as local from "../Settings.css.ts";
import { SettingsText } from "../SettingsText.ts";

export interface SettingsAddress {
  readonly street1: string | null;
  readonly city: string | null;
  readonly state: string | null;
  readonly postalCode: string | null;
  readonly country: string | null;
}

export interface AddressSettingsViewProps {
  readonly current: SettingsAddress;
  /** The chosen address, not saved yet. */
  readonly chosen: SettingsAddress | null;
  readonly canManage: boolean;
  readonly loadSuggestions: LoadSuggestions;
  readonly searchText: string;
  readonly onSearchTextChange: (text: string) => void;
  readonly onChoose: (placeId: Key | null) => void;
  /** 'Addresses should be from the US', 'Select a valid address, city, or zip code'. */
  readonly searchError?: string | undefined;
  readonly isChoosing?: boolean;
  readonly isSaving?: boolean;
  readonly onSave: () => void;
  readonly onCancel: () => void;
}

const factsOf = (address: SettingsAddress) =>
  [
    [SettingsText.street, address.street1],
    [SettingsText.city, address.city],
    [SettingsText.state, address.state],
    [SettingsText.zipCode, address.postalCode],
  ] as const;

/** The company's US address (issue 18): chosen through the address search with the wizard's rules. */
export function AddressSettingsView(props: AddressSettingsViewProps) {
  const { current, chosen, canManage, isSaving = false } = props;
  const hasAddress = Boolean(current.city || current.street1);
  return (
    <section className={local.section} aria-labelledby="address-title">
      <h2 id="address-title" className={styles.subtitle}>
        {SettingsText.addressTitle}
      </h2>
      {canManage ? null : <ReadOnlyNotice />}
      {hasAddress ? (
        <Facts label={SettingsText.addressCurrent} items={factsOf(current)} />
      ) : (
        <p className={styles.text}>{SettingsText.addressNone}</p>
      )}
      {canManage ? (
        <div className={styles.form}>
          <ComboBox
            label={SettingsText.addressSearch}
            loadSuggestions={props.loadSuggestions}
            debounceMs={300}
            minChars={2}
            inputValue={props.searchText}
            onInputChange={props.onSearchTextChange}
            selectedKey={null}
            onSelectionChange={props.onChoose}
            isInvalid={props.searchError !== undefined}
            errorMessage={props.searchError}
            isDisabled={isSaving || props.isChoosing}
          />
          {chosen ? (
            <>
              <Facts label={SettingsText.addressSearch} items={factsOf(chosen)} />
              <div className={styles.actions}>
                <Button variant="secondary" onPress={props.onCancel} isDisabled={isSaving}>
                  {SettingsText.cancel}
                </Button>
                <Button onPress={props.onSave} isLoading={isSaving}>
                  {SettingsText.addressSave}
                </Button>
              </div>
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
