/**
 * A small offline map of the continental US: the public-domain Natural Earth outline of `us-atlas`
 * (TopoJSON) decoded here, projected with an Albers equal-area conic (the usual projection of US maps,
 * standard parallels 29.5° and 45.5°), drawn as one SVG path. No tile service, no map library.
 */

export interface Topology {
  readonly transform: {
    readonly scale: readonly [number, number];
    readonly translate: readonly [number, number];
  };
  readonly arcs: readonly (readonly (readonly [number, number])[])[];
  readonly objects: Record<
    string,
    { readonly geometries: readonly { readonly type: string; readonly arcs: unknown }[] }
  >;
}

type Point = readonly [number, number];

/** The arcs of a quantized topology as absolute [lng, lat] points (they are delta-encoded). */
export const decodeArcs = (topology: Topology): Point[][] => {
  const [sx, sy] = topology.transform.scale;
  const [tx, ty] = topology.transform.translate;
  return topology.arcs.map((arc) => {
    let x = 0;
    let y = 0;
    return arc.map(([dx, dy]) => {
      x += dx;
      y += dy;
      return [x * sx + tx, y * sy + ty] as const;
    });
  });
};

/** A ring from arc indexes: a negative index ~i is arc i reversed; shared end points are not repeated. */
const ringOf = (indexes: readonly number[], arcs: Point[][]): Point[] => {
  const ring: Point[] = [];
  for (const index of indexes) {
    const arc = index >= 0 ? arcs[index] : [...(arcs[~index] ?? [])].reverse();
    if (!arc) continue;
    ring.push(...(ring.length > 0 ? arc.slice(1) : arc));
  }
  return ring;
};

/** The polygons' rings ([lng, lat]) of every (Multi)Polygon of an object. */
export const ringsOf = (topology: Topology, object: string): Point[][] => {
  const arcs = decodeArcs(topology);
  return (topology.objects[object]?.geometries ?? []).flatMap((geometry) => {
    const polygons =
      geometry.type === "Polygon"
        ? [geometry.arcs as number[][]]
        : geometry.type === "MultiPolygon"
          ? (geometry.arcs as number[][][])
          : [];
    return polygons.flatMap((polygon) => polygon.map((ring) => ringOf(ring, arcs)));
  });
};

const radians = Math.PI / 180;
const parallels: readonly [number, number] = [29.5 * radians, 45.5 * radians];
const meridian = -96;
const sin0 = Math.sin(parallels[0]);
const n = (sin0 + Math.sin(parallels[1])) / 2;
const c = 1 + sin0 * (2 * n - sin0);
const rho0 = Math.sqrt(c) / n;

/** Albers equal-area conic: [lng, lat] in degrees to plane units (y grows downwards, for SVG). */
export const project = ([lng, lat]: Point): Point => {
  const lambda = (lng - meridian) * radians * n;
  const rho = Math.sqrt(c - 2 * n * Math.sin(lat * radians)) / n;
  return [rho * Math.sin(lambda) * 1000, -(rho0 - rho * Math.cos(lambda)) * 1000];
};

/** The lower 48 (and their coastal islands): Alaska, Hawaii and the territories are left out. */
export const isContinental = (ring: readonly Point[]): boolean =>
  ring.length > 0 && ring.every(([lng, lat]) => lng > -126 && lng < -66 && lat > 24 && lat < 50);

/** The geographic centre of the contiguous United States (near Lebanon, Kansas): the map's default centre. */
export const continentalCentre: Point = [-98.5795, 39.8283];

export interface UsMapShape {
  /** The SVG path of the land, in projected units. */
  readonly path: string;
  /** x, y, width, height of the view, centred on `continentalCentre`. */
  readonly viewBox: readonly [number, number, number, number];
}

/** The outline as an SVG path and a view box that centres the middle of the continental US. */
export const usMapShape = (topology: Topology): UsMapShape => {
  const rings = ringsOf(topology, "nation").filter(isContinental);
  let minX = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  const path = rings
    .map((ring) => {
      const points = ring.map((point) => {
        const [x, y] = project(point);
        minX = Math.min(minX, x);
        maxX = Math.max(maxX, x);
        minY = Math.min(minY, y);
        maxY = Math.max(maxY, y);
        return `${x.toFixed(1)},${y.toFixed(1)}`;
      });
      return `M${points.join("L")}Z`;
    })
    .join("");
  const [cx, cy] = project(continentalCentre);
  const margin = 12;
  const halfWidth = Math.max(cx - minX, maxX - cx) + margin;
  const halfHeight = Math.max(cy - minY, maxY - cy) + margin;
  return { path, viewBox: [cx - halfWidth, cy - halfHeight, halfWidth * 2, halfHeight * 2] };
};
