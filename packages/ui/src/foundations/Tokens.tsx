import type { ReactNode } from "react";
import { vars } from "../theme/contract.css.ts";
import { breakpoints } from "../theme/tokens.ts";
import * as styles from "./Tokens.css.ts";

function TokenTable({
  title,
  columns,
  rows,
}: {
  title: string;
  columns: string[];
  rows: [string, ReactNode][];
}) {
  return (
    <table className={styles.table}>
      <caption style={{ textAlign: "start", fontWeight: 700, padding: "0.5rem 0" }}>{title}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c} scope="col" className={styles.cell}>
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, sample]) => (
          <tr key={name}>
            <th scope="row" className={styles.cell}>
              <code>{name}</code>
            </th>
            <td className={styles.cell}>{sample}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Type scale: `vars.fontSize.*` with the body font. */
export function Typography() {
  return (
    <TokenTable
      title="Font sizes"
      columns={["Token", "Sample"]}
      rows={Object.entries(vars.fontSize).map(([name, size]) => [
        `fontSize.${name}`,
        <span key={name} style={{ fontSize: size }}>
          Find drivers faster
        </span>,
      ])}
    />
  );
}

/** Spacing scale: `vars.space.*`, used by Box, Stack, Inline and Columns props. */
export function Spacing() {
  return (
    <TokenTable
      title="Spacing"
      columns={["Token", "Size"]}
      rows={Object.entries(vars.space).map(([name, size]) => [
        `space.${name}`,
        <span key={name} className={styles.spaceBar} style={{ width: size }} />,
      ])}
    />
  );
}

/** Corner radii: `vars.radius.*`. */
export function Radii() {
  return (
    <TokenTable
      title="Radii"
      columns={["Token", "Shape"]}
      rows={Object.entries(vars.radius).map(([name, radius]) => [
        `radius.${name}`,
        <div key={name} className={styles.radiusBox} style={{ borderRadius: radius }} />,
      ])}
    />
  );
}

/** Elevation: `vars.shadow.*`. */
export function Shadows() {
  return (
    <TokenTable
      title="Shadows"
      columns={["Token", "Elevation"]}
      rows={Object.entries(vars.shadow).map(([name, shadow]) => [
        `shadow.${name}`,
        <div key={name} className={styles.shadowBox} style={{ boxShadow: shadow }} />,
      ])}
    />
  );
}

/** Layers, motion and breakpoints: the values that are numbers rather than pictures. */
export function Layers() {
  const rows: [string, ReactNode][] = [
    ...Object.keys(vars.zIndex).map((name): [string, ReactNode] => [`zIndex.${name}`, "stacking layer"]),
    ["motion.durationFast", "hover and press feedback"],
    ["motion.durationNormal", "panels and toggles"],
    ["motion.easing", "standard easing; all motion stops under prefers-reduced-motion"],
    ...Object.entries(breakpoints).map(([name, px]): [string, ReactNode] => [
      `breakpoints.${name}`,
      `${px}px`,
    ]),
  ];
  return <TokenTable title="Layers, motion and breakpoints" columns={["Token", "Use"]} rows={rows} />;
}
