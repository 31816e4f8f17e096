import * as styles from "./Placeholder.css.ts";

/** A screen of a later issue: its title inside the portal layout. */
export function PlaceholderScreen({ title }: { readonly title: string }) {
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
    </section>
  );
}
