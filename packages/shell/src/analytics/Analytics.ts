/**
 * Analytics events (access §4 "Analytics"): Sign Up and Create Job, each with Start, Success and Error.
 * Screens call `track`; where the events go is a pluggable sink, set once by the app (`setAnalyticsSink`).
 * The default sink keeps nothing, so a screen never depends on a vendor script being present.
 */
export const analyticsFlows = ["Sign Up", "Create Job"] as const;
export type AnalyticsFlow = (typeof analyticsFlows)[number];

export const analyticsStages = ["Start", "Success", "Error"] as const;
export type AnalyticsStage = (typeof analyticsStages)[number];

export interface AnalyticsEvent {
  readonly flow: AnalyticsFlow;
  readonly stage: AnalyticsStage;
  /** "Sign Up Start", "Create Job Error" … — the name a vendor receives. */
  readonly name: `${AnalyticsFlow} ${AnalyticsStage}`;
  /** Optional details (never personal data: no email, no name). */
  readonly properties?: Readonly<Record<string, string | number | boolean>>;
}

/** Where events go: a vendor adapter, `window.dataLayer`, a test recorder … */
export type AnalyticsSink = (event: AnalyticsEvent) => void;

const noSink: AnalyticsSink = () => {};
let currentSink: AnalyticsSink = noSink;

/** Plugs a sink in; returns a function that restores the previous one. */
export const setAnalyticsSink = (sink: AnalyticsSink): (() => void) => {
  const previous = currentSink;
  currentSink = sink;
  return () => {
    currentSink = previous;
  };
};

/** Sends one event to the current sink. A failing sink never breaks the screen that tracks. */
export const track = (
  flow: AnalyticsFlow,
  stage: AnalyticsStage,
  properties?: AnalyticsEvent["properties"],
): void => {
  const event: AnalyticsEvent = {
    flow,
    stage,
    name: `${flow} ${stage}`,
    ...(properties ? { properties } : {}),
  };
  try {
    currentSink(event);
  } catch {
    // Analytics must never break a user journey.
  }
};

/** A sink that records events in memory: for tests and stories. */
export const makeRecordingSink = (): { readonly sink: AnalyticsSink; readonly events: AnalyticsEvent[] } => {
  const events: AnalyticsEvent[] = [];
  return { sink: (event) => events.push(event), events };
};

/**
 * A sink pushing `{ event: name, ...properties }` onto `window.dataLayer` (the tag-manager convention),
 * creating the array when absent.
 */
export const dataLayerSink: AnalyticsSink = (event) => {
  const target = globalThis as { dataLayer?: unknown[] };
  target.dataLayer ??= [];
  target.dataLayer.push({ event: event.name, ...event.properties });
};
