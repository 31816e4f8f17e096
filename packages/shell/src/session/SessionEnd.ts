/**
 * How a session ends inside the app (access §4): listeners run (the query cache clears itself), then the
 * router goes to the given path without reloading. The shell root registers the router's navigate; with
 * none registered (a page outside the shell) the browser loads the path instead. No api code here: the
 * shell root, part of every first load, imports this module.
 */
type Navigate = (path: string) => void;

let navigateInApp: Navigate | undefined;
const sessionEndListeners = new Set<() => void>();

/** Registers the router's navigate for the session's end; returns the unregister function. */
export const setSessionNavigator = (navigate: Navigate): (() => void) => {
  const previous = navigateInApp;
  navigateInApp = navigate;
  return () => {
    if (navigateInApp === navigate) navigateInApp = previous;
  };
};

/** Runs `listener` when the session ends (the query cache clears itself this way). */
export const onSessionEnd = (listener: () => void): (() => void) => {
  sessionEndListeners.add(listener);
  return () => void sessionEndListeners.delete(listener);
};

/** Tells the listeners the session ended, then goes to `path` inside the app when it can. */
export const leaveEndedSession = (path: string): void => {
  for (const listener of sessionEndListeners) listener();
  if (navigateInApp) navigateInApp(path);
  else globalThis.location?.assign(path);
};
