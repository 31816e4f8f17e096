import { themeAttribute } from "@haulboard/ui";
import { useSyncExternalStore } from "react";

/** The theme a user picks in the header menu: follow the system (`prefers-color-scheme`), or a fixed one. */
export const themeChoices = ["system", "light", "dark"] as const;
export type ThemeChoice = (typeof themeChoices)[number];

export const themeChoiceLabels: Readonly<Record<ThemeChoice, string>> = {
  system: "System",
  light: "Light",
  dark: "Dark",
};

/**
 * Where the choice is remembered, per browser. apps/web/public/theme.js reads the same key before the first
 * paint; logout keeps it (it is not personal data).
 */
export const themeStorageKey = "haulboard.theme";

const isChoice = (value: unknown): value is ThemeChoice =>
  typeof value === "string" && (themeChoices as readonly string[]).includes(value);

const listeners = new Set<() => void>();

const readChoice = (): ThemeChoice => {
  const root = globalThis.document?.documentElement;
  const shown = root?.getAttribute(themeAttribute);
  return isChoice(shown) ? shown : "system";
};

/** Applies and remembers a choice (storage may be unavailable: the choice then lasts for the page). */
export const setThemeChoice = (choice: ThemeChoice): void => {
  globalThis.document?.documentElement.setAttribute(themeAttribute, choice);
  try {
    globalThis.localStorage?.setItem(themeStorageKey, choice);
  } catch {
    // Private mode or storage full: the page keeps the choice until it reloads.
  }
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The current choice and a setter, for the header menu's theme switch. */
export const useThemeChoice = (): readonly [ThemeChoice, (choice: ThemeChoice) => void] => [
  useSyncExternalStore(subscribe, readChoice, () => "system" as const),
  setThemeChoice,
];
