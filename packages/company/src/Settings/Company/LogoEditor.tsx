import { imageTypes, logoCrop, logoSizes } from "@haulboard/domain";
import { Button, FileDropZone, ImageCropper } from "@haulboard/ui";
import { useEffect, useRef } from "react";
import * as styles from "../../styles.css.ts";
import * as local from "../Settings.css.ts";
import { SettingsText } from "../SettingsText.ts";
import type { CompanySettingsViewProps, LogoDraft } from "./CompanySettingsView.tsx";

export type LogoEditorProps = Pick<
  CompanySettingsViewProps,
  | "logoDraft"
  | "onLogoChosen"
  | "onCropChange"
  | "onLogoCancel"
  | "onLogoSave"
  | "isSavingLogo"
  | "onLogoRejected"
  | "logoError"
>;

const logoAccept = imageTypes.map((type) => `image/${type === "jpg" ? "jpeg" : type}`);

/** Draws the crop as the server renders it: the crop's width, the logo's aspect, stretched to the frame. */
function CropPreview({ draft, size, label }: { draft: LogoDraft; size: "large" | "small"; label: string }) {
  const ref = useRef<HTMLCanvasElement>(null);
  const { width, height } = logoSizes[size];
  useEffect(() => {
    const image = new Image();
    image.onload = () => {
      const context = ref.current?.getContext("2d");
      if (!context) return;
      const cropHeight = (draft.crop.size * logoSizes.large.height) / logoSizes.large.width;
      context.clearRect(0, 0, width, height);
      context.drawImage(
        image,
        draft.crop.left,
        draft.crop.top,
        draft.crop.size,
        cropHeight,
        0,
        0,
        width,
        height,
      );
    };
    image.src = draft.src;
  }, [draft, width, height]);
  return (
    <figure className={local.preview}>
      <canvas
        ref={ref}
        width={width}
        height={height}
        className={local.previewCanvas}
        role="img"
        aria-label={label}
      />
      <figcaption className={styles.muted}>{label}</figcaption>
    </figure>
  );
}

/**
 * The logo's editor for those who manage the company: choose an image (drop zone), then crop it with the
 * new logo's previews at both sizes. Loaded after the page's first paint (CompanySettingsView.tsx says why).
 */
export default function LogoEditor(props: LogoEditorProps) {
  const { logoDraft } = props;
  return logoDraft ? (
    <div className={styles.form}>
      <ImageCropper
        src={logoDraft.src}
        alt={logoDraft.name}
        value={logoDraft.crop}
        onChange={props.onCropChange}
        minSize={logoCrop.min}
        maxSize={logoCrop.max}
        step={logoCrop.step}
        // The crop is the banner's shape: what the box shows is what the 343×133 logo keeps (issue 35 #18).
        aspect={logoSizes.large}
      />
      <p className={styles.muted}>{SettingsText.logoPreviews}</p>
      <div className={local.previews}>
        <CropPreview draft={logoDraft} size="large" label={SettingsText.logoNewLarge} />
        <CropPreview draft={logoDraft} size="small" label={SettingsText.logoNewSmall} />
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={props.onLogoCancel} isDisabled={props.isSavingLogo}>
          {SettingsText.cancel}
        </Button>
        <Button onPress={props.onLogoSave} isLoading={props.isSavingLogo}>
          {SettingsText.logoSave}
        </Button>
      </div>
    </div>
  ) : (
    <div className={styles.form}>
      <FileDropZone
        label={SettingsText.logoChoose}
        hint={SettingsText.logoHint}
        acceptedFileTypes={logoAccept}
        onFilesAdded={(files) => {
          const file = files[0];
          if (file) props.onLogoChosen(file);
        }}
        onFilesRejected={props.onLogoRejected}
      />
      {props.logoError ? (
        <p role="alert" className={styles.text}>
          {props.logoError}
        </p>
      ) : null}
    </div>
  );
}
