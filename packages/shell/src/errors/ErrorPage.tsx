import { ErrorText } from "@haulboard/domain";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { BrandMark, WayOut } from "./DeadEnd.tsx";
import * as styles from "./ErrorPage.css.ts";

export interface ErrorPageProps {
  /** The HTTP-like status of a route error (404 for an unknown page). */
  readonly status?: number;
  /** The status text ("Not Found"). */
  readonly statusText?: string;
  /** The error's message, shown when there is no status. */
  readonly message?: string;
}

/**
 * The generic error page (access §2): 'Oops!', 'Sorry, an unexpected error has occurred.' and the status
 * with its text, or the message; under the brand, with a way home (never a dead end).
 */
export function ErrorPage({ status, statusText, message }: ErrorPageProps) {
  const detail = status !== undefined ? [status, statusText].filter(Boolean).join(" ") : message;
  return (
    <div className={styles.frame}>
      <BrandMark />
      <main className={styles.page}>
        <div className={styles.content}>
          <h1 className={styles.title}>{ErrorText.errorPageTitle}</h1>
          <p className={styles.text}>{ErrorText.errorPageMessage}</p>
          {detail ? <p className={styles.detail}>{detail}</p> : null}
          <WayOut />
        </div>
      </main>
    </div>
  );
}

/** Reads any thrown value as the error page's props. */
export const errorPagePropsFor = (error: unknown): ErrorPageProps => {
  if (isRouteErrorResponse(error)) return { status: error.status, statusText: error.statusText };
  if (error instanceof Error) return { message: error.message };
  if (typeof error === "string") return { message: error };
  return {};
};

/** The router's error element: an unknown page (404), a failed loader or a render error below the root. */
export function RouteErrorPage() {
  return <ErrorPage {...errorPagePropsFor(useRouteError())} />;
}

interface AppErrorBoundaryState {
  readonly error: unknown;
}

/** The top-level boundary around the router and the providers: anything they throw shows the error page. */
export class AppErrorBoundary extends Component<{ readonly children: ReactNode }, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { error: undefined };

  static getDerivedStateFromError(error: unknown): AppErrorBoundaryState {
    return { error: error ?? new Error("Unknown error") };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error("Unhandled error", error, info.componentStack);
  }

  override render() {
    if (this.state.error !== undefined) return <ErrorPage {...errorPagePropsFor(this.state.error)} />;
    return this.props.children;
  }
}

/** The loading placeholder (access §2): 'Loading...'. */
export function Loading() {
  return (
    <div className={styles.loading} role="status">
      {ErrorText.loading}
    </div>
  );
}
