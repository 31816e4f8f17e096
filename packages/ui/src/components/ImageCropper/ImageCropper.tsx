import { type PointerEvent, useRef, useState } from "react";
import { Label, Slider, SliderOutput, SliderThumb, SliderTrack } from "react-aria-components/Slider";
import * as styles from "./ImageCropper.css.ts";

/** The spec's logo crop limits (employer-work §9): size 200 to 700 in steps of 10. */
export const logoCrop = { minSize: 200, maxSize: 700, step: 10 } as const;

/**
 * A crop in image pixels: its size (the box's width) and its top and left offsets (the company logo
 * fields). The box's height follows from `aspect`.
 */
export interface CropArea {
  size: number;
  top: number;
  left: number;
}

export interface ImageCropperProps {
  /** The image to crop. */
  src: string;
  /** What the image shows. */
  alt: string;
  /** The crop (controlled). */
  value: CropArea;
  /** Called as the crop changes (slider, arrow keys, dragging). */
  onChange: (crop: CropArea) => void;
  /**
   * The smallest crop size.
   * @default 200
   */
  minSize?: number;
  /**
   * The largest crop size (capped by the image).
   * @default 700
   */
  maxSize?: number;
  /**
   * The size and offset step.
   * @default 10
   */
  step?: number;
  /**
   * The shape of the crop box (what the image is cut for, e.g. the 343×133 logo banner): its height is
   * `size × height / width`, rounded as the server rounds it.
   * @default { width: 1, height: 1 } (a square)
   */
  aspect?: { readonly width: number; readonly height: number };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Crops a box of the given shape (a square by default) from an image (company logos). Size, left and top are sliders (arrow keys move by
 * the step); the crop box can also be dragged with a pointer.
 */
export function ImageCropper({
  src,
  alt,
  value,
  onChange,
  minSize = logoCrop.minSize,
  maxSize = logoCrop.maxSize,
  step = logoCrop.step,
  aspect = { width: 1, height: 1 },
}: ImageCropperProps) {
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const [displayWidth, setDisplayWidth] = useState(0);
  const imageRef = useRef<HTMLImageElement>(null);
  const drag = useRef<{ x: number; y: number; crop: CropArea } | null>(null);

  const width = natural?.width ?? maxSize;
  const height = natural?.height ?? maxSize;
  const boxHeight = (boxWidth: number) => Math.round((boxWidth * aspect.height) / aspect.width);
  const widestFitting = Math.floor((height * aspect.width) / aspect.height / step) * step;
  const largest = Math.max(minSize, Math.min(maxSize, width, widestFitting));
  const size = clamp(value.size, minSize, largest);
  const maxLeft = Math.max(0, width - size);
  const maxTop = Math.max(0, height - boxHeight(size));
  const scale = natural && displayWidth ? displayWidth / natural.width : 0;

  const update = (next: Partial<CropArea>) => {
    const nextSize = clamp(next.size ?? size, minSize, largest);
    onChange({
      size: nextSize,
      left: clamp(next.left ?? value.left, 0, Math.max(0, width - nextSize)),
      top: clamp(next.top ?? value.top, 0, Math.max(0, height - boxHeight(nextSize))),
    });
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, crop: value };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current || !scale) return;
    const dx = (event.clientX - drag.current.x) / scale;
    const dy = (event.clientY - drag.current.y) / scale;
    const snap = (n: number) => Math.round(n / step) * step;
    update({ left: snap(drag.current.crop.left + dx), top: snap(drag.current.crop.top + dy) });
  };

  const sliderProps = (label: string, sliderValue: number, min: number, max: number, key: keyof CropArea) => (
    <Slider
      className={styles.slider}
      value={sliderValue}
      minValue={min}
      maxValue={Math.max(min, max)}
      step={step}
      isDisabled={max <= min}
      onChange={(next) => update({ [key]: next })}
    >
      <Label>{label}</Label>
      <SliderOutput className={styles.output}>{({ state }) => `${state.getThumbValue(0)} px`}</SliderOutput>
      <SliderTrack className={styles.track}>
        <SliderThumb className={styles.thumb} />
      </SliderTrack>
    </Slider>
  );

  return (
    <div className={styles.root}>
      <div className={styles.stage}>
        <img
          ref={imageRef}
          className={styles.image}
          src={src}
          alt={alt}
          onLoad={(event) => {
            const image = event.currentTarget;
            setNatural({ width: image.naturalWidth, height: image.naturalHeight });
            setDisplayWidth(image.clientWidth);
          }}
        />
        {scale ? (
          <div
            className={styles.box}
            aria-hidden="true"
            data-testid="crop-box"
            style={{
              left: value.left * scale,
              top: value.top * scale,
              width: size * scale,
              height: boxHeight(size) * scale,
            }}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={() => {
              drag.current = null;
            }}
          />
        ) : null}
      </div>
      {sliderProps("Crop size", size, minSize, largest, "size")}
      {sliderProps("Left offset", clamp(value.left, 0, maxLeft), 0, maxLeft, "left")}
      {sliderProps("Top offset", clamp(value.top, 0, maxTop), 0, maxTop, "top")}
    </div>
  );
}
