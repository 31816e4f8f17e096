import { BrandMark } from "@haulboard/shell";
import { Link } from "@haulboard/ui";
import * as styles from "./LegalPage.css.ts";
import { type LegalDocument, LegalText, privacyPolicy, termsOfService } from "./LegalText.ts";
import { type LegalKind, legalPaths } from "./legalPaths.ts";

const documents: Readonly<Record<LegalKind, LegalDocument>> = {
  terms: termsOfService,
  privacy: privacyPolicy,
};

export interface LegalPageProps {
  /** Which document: the Terms of Service or the Privacy Policy. */
  readonly kind: LegalKind;
}

/**
 * `/terms` and `/privacy`: a readable page for each document the terms dialog and the sign-up name, under
 * the brand, marked as placeholder text, with the other document and the way back to sign in.
 */
export function LegalPage({ kind }: LegalPageProps) {
  const document = documents[kind];
  const other: LegalKind = kind === "terms" ? "privacy" : "terms";
  return (
    <div className={styles.frame}>
      <BrandMark />
      <main className={styles.page}>
        <article className={styles.article}>
          <h1 className={styles.title}>{document.title}</h1>
          <p className={styles.muted}>{document.updated}</p>
          <p className={styles.notice}>{LegalText.placeholderNotice}</p>
          {document.sections.map((section) => (
            <section key={section.heading} className={styles.section}>
              <h2 className={styles.heading}>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className={styles.text}>
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
          <nav aria-label={document.title} className={styles.links}>
            <Link href={legalPaths[other]} variant="standalone">
              {LegalText.otherDocument[kind]}
            </Link>
            <Link href="/login" variant="standalone">
              {LegalText.backToSignIn}
            </Link>
          </nav>
        </article>
      </main>
    </div>
  );
}

export function TermsScreen() {
  return <LegalPage kind="terms" />;
}

export function PrivacyScreen() {
  return <LegalPage kind="privacy" />;
}
