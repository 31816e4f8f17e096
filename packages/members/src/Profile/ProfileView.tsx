import { Button, EmptyState, Skeleton } from "@haulboard/ui";
import type { FormEvent } from "react";
import { DriversText } from "../DriversText.ts";
import * as styles from "../styles.css.ts";
import * as css from "./Profile.css.ts";
import { ProfileFields } from "./ProfileFields.tsx";
import {
  allProfileFields,
  type ProfileErrors,
  type ProfileField,
  type ProfileValues,
} from "./profileForm.ts";

export interface ProfileViewProps {
  readonly values: ProfileValues;
  readonly errors: ProfileErrors;
  /** City and state from the saved ZIP. */
  readonly place: { readonly city: string; readonly state: string } | null;
  readonly isLoading?: boolean;
  readonly loadFailed?: boolean;
  readonly isSaving?: boolean;
  readonly onChange: <F extends ProfileField>(field: F, value: ProfileValues[F]) => void;
  readonly onSubmit: () => void;
  readonly onRetry?: () => void;
}

/** `/members/settings/profile`: the driver's profile, filled gradually (issue 19). */
export function ProfileView({
  values,
  errors,
  place,
  isLoading = false,
  loadFailed = false,
  isSaving = false,
  onChange,
  onSubmit,
  onRetry,
}: ProfileViewProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <section className={css.form} aria-labelledby="driver-profile-title">
      <h2 id="driver-profile-title" className={styles.subtitle}>
        {DriversText.profileTitle}
      </h2>
      {isLoading ? (
        <Skeleton lines={6} label={DriversText.profileTitle} />
      ) : loadFailed ? (
        <EmptyState
          title={DriversText.profileLoadFailed}
          icon={null}
          headingLevel={3}
          action={onRetry ? <Button onPress={onRetry}>{DriversText.retry}</Button> : undefined}
        />
      ) : (
        <form className={css.form} onSubmit={submit} noValidate>
          <p className={styles.text}>{DriversText.profileIntro}</p>
          {place ? <p className={styles.text}>{DriversText.livesIn(place.city, place.state)}</p> : null}
          <ProfileFields values={values} errors={errors} onChange={onChange} fields={allProfileFields} />
          <div className={css.actions}>
            <Button type="submit" isLoading={isSaving} loadingLabel={DriversText.saving}>
              {DriversText.save}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
