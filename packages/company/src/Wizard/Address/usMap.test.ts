import nation from "us-atlas/nation-10m.json";
import { describe, expect, it } from "vitest";
import { continentalCentre, isContinental, project, type Topology, usMapShape } from "./usMap.ts";

describe("the offline US map", () => {
  const shape = usMapShape(nation as unknown as Topology);

  it("draws the lower 48 as one path, centred on the middle of the continental US", () => {
    expect(shape.path.startsWith("M")).toBe(true);
    const [x, y, width, height] = shape.viewBox;
    const [cx, cy] = project(continentalCentre);
    expect(x + width / 2).toBeCloseTo(cx, 6);
    expect(y + height / 2).toBeCloseTo(cy, 6);
    expect(width).toBeGreaterThan(height); // a landscape map
  });

  it("puts west left of east and north above south", () => {
    const [seattleX, seattleY] = project([-122.33, 47.61]);
    const [miamiX, miamiY] = project([-80.19, 25.76]);
    expect(seattleX).toBeLessThan(miamiX);
    expect(seattleY).toBeLessThan(miamiY);
  });

  it("keeps Alaska and Hawaii out", () => {
    expect(isContinental([[-150, 61]])).toBe(false);
    expect(isContinental([[-157.8, 21.3]])).toBe(false);
    expect(isContinental([[-97.5, 35.4]])).toBe(true);
  });
});
