import { Link, Stack } from "@haulboard/ui";
import type { ComponentType } from "react";
import { productName } from "../title/PageTitle.ts";
import {
  ButtonsDemo,
  DataDemo,
  EffectsDemo,
  IconsDemo,
  LayoutDemo,
  ModalDemo,
  StateDemo,
  TextsDemo,
  TodosDemo,
} from "./demos.tsx";
import * as styles from "./Showcase.css.ts";

interface Demo {
  readonly path: string;
  readonly title: string;
  readonly summary: string;
  readonly Component: ComponentType;
}

/** The spec's demo routes (access §2, domain `demoRoutes`), each a page of this showcase. */
export const showcaseDemos: readonly Demo[] = [
  { path: "/buttons", title: "Buttons", summary: "Variants, sizes and states.", Component: ButtonsDemo },
  { path: "/texts", title: "Texts", summary: "The type scale and weights.", Component: TextsDemo },
  { path: "/icons", title: "Icons", summary: "Every icon, by name.", Component: IconsDemo },
  {
    path: "/redux-example",
    title: "State",
    summary: "Screen state in a reducer; no global store.",
    Component: StateDemo,
  },
  { path: "/todos", title: "To do list", summary: "A list kept in this browser.", Component: TodosDemo },
  {
    path: "/axios-list",
    title: "Data",
    summary: "Reading from the server with TanStack Query.",
    Component: DataDemo,
  },
  {
    path: "/saga-example",
    title: "Long work",
    summary: "An async task with progress and Cancel.",
    Component: EffectsDemo,
  },
  {
    path: "/layout-example",
    title: "Layout",
    summary: "Stack, Inline and Columns.",
    Component: LayoutDemo,
  },
  {
    path: "/modal",
    title: "Overlays",
    summary: "Modal, confirmation, drawer and popover.",
    Component: ModalDemo,
  },
];

/** One showcase page: the list of demos and the demo of `path` (the first when unknown). */
export function Showcase({ path }: { readonly path: string }) {
  const demo = showcaseDemos.find((candidate) => candidate.path === path) ?? showcaseDemos[0];
  if (!demo) return null;
  const { Component } = demo;
  return (
    <div className={styles.page}>
      <nav aria-label="Showcase">
        <Stack space="sm">
          <p className={styles.sample}>{productName} showcase</p>
          <ul className={styles.demoList}>
            {showcaseDemos.map((item) => (
              <li key={item.path}>
                <Link href={item.path} aria-current={item.path === demo.path ? "page" : undefined}>
                  {item.title}
                </Link>
              </li>
            ))}
          </ul>
          <Link href="/login">Sign in</Link>
        </Stack>
      </nav>
      <main className={styles.main}>
        <Stack space="lg">
          <Stack space="xs">
            <h1>{demo.title}</h1>
            <p className={styles.sample}>{demo.summary}</p>
          </Stack>
          <Component />
        </Stack>
      </main>
    </div>
  );
}
