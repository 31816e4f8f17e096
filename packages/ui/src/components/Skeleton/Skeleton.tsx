import * as styles from "./Skeleton.css.ts";

export const skeletonShapes = ["text", "rect", "circle"] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export interface SkeletonProps {
  /** @default "text" */
  shape?: SkeletonShape;
  /**
   * How many placeholder blocks to stack (text lines); the last text line is shorter.
   * @default 1
   */
  lines?: number;
  /**
   * CSS width of each block.
   * @default "100%"
   */
  width?: string;
  /**
   * CSS height of each block (text lines use 1em).
   * @default "3rem"
   */
  height?: string;
  /**
   * What is loading, announced politely once to assistive technology.
   * @default "Loading"
   */
  label?: string;
}

/** A pulsing placeholder shown while content loads. The blocks are decorative; the label is announced. */
export function Skeleton({
  shape = "text",
  lines = 1,
  width = "100%",
  height = "3rem",
  label = "Loading",
}: SkeletonProps) {
  const blocks = Array.from({ length: Math.max(1, lines) }, (_, index) => index);
  return (
    <div className={styles.group} role="status">
      <span className={styles.hidden}>{label}</span>
      {blocks.map((index) => (
        <span
          key={index}
          aria-hidden="true"
          className={styles.shape[shape]}
          style={{
            width: shape === "text" && lines > 1 && index === lines - 1 ? "60%" : width,
            height: shape === "text" ? undefined : height,
            aspectRatio: shape === "circle" ? "1" : undefined,
          }}
        />
      ))}
    </div>
  );
}
