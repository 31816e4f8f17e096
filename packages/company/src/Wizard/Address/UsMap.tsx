import { useEffect, useState } from "react";
import { CompanyText } from "../../CompanyText.ts";
import * as styles from "../../styles.css.ts";
import { project, type Topology, type UsMapShape, usMapShape } from "./usMap.ts";

let shapeLoad: Promise<UsMapShape> | null = null;

/** The outline loads once, on demand (about 80 KB of TopoJSON, only for this step). */
const loadShape = (): Promise<UsMapShape> => {
  shapeLoad ??= import("us-atlas/nation-10m.json").then((module) =>
    usMapShape((module.default ?? module) as unknown as Topology),
  );
  return shapeLoad;
};

export interface UsMapPoint {
  readonly id: string;
  readonly label: string;
  /** [lng, lat]. */
  readonly coordinates: readonly [number, number];
}

/** A small map of the continental US with a pin per targeted address (a picture: the list names them). */
export function UsMap({ points }: { readonly points: readonly UsMapPoint[] }) {
  const [shape, setShape] = useState<UsMapShape | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadShape().then(
      (loaded) => live && setShape(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  if (failed) return null;
  if (shape === null)
    return (
      <p className={styles.muted} role="status">
        {CompanyText.mapLoading}
      </p>
    );
  const [x, y, width, height] = shape.viewBox;
  const radius = width / 90;
  return (
    <svg
      className={styles.map}
      viewBox={`${x} ${y} ${width} ${height}`}
      role="img"
      aria-label={CompanyText.mapLabel(points.length)}
    >
      <path className={styles.land} d={shape.path} />
      {points.map((point) => {
        const [px, py] = project(point.coordinates);
        return (
          <circle key={point.id} className={styles.pin} cx={px} cy={py} r={radius}>
            <title>{point.label}</title>
          </circle>
        );
      })}
    </svg>
  );
}
