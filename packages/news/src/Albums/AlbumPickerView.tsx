import type { Albums } from "@haulboard/api";
import { formatDate, NewsText } from "@haulboard/domain";
import {
  Alert,
  Button,
  ConfirmDialog,
  EmptyState,
  imageIcon,
  Modal,
  Select,
  Skeleton,
  Stack,
  TextField,
} from "@haulboard/ui";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { NewsLabels } from "../NewsLabels.ts";
import * as styles from "./AlbumPicker.css.ts";

export type AlbumPurpose = "thumbnail" | "body";

export interface AlbumPickerViewProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** What the chosen image becomes: it names the dialog. */
  purpose: AlbumPurpose;
  /** The news staff's albums; undefined while they load. */
  albums: ReadonlyArray<Albums.Album> | undefined;
  /** Why the albums could not be read. @default undefined */
  albumsError?: string;
  /** The album shown; null before one is chosen. */
  albumId: number | null;
  onAlbumChange: (albumId: number) => void;
  /** The shown album's images; undefined while they load. */
  images: ReadonlyArray<Albums.AlbumImage> | undefined;
  /** Why the images could not be read. @default undefined */
  imagesError?: string;
  /** Chooses an image (the dialog closes). */
  onPick: (image: Albums.AlbumImage) => void;
  /** Uploads an image to the channel and files it in the shown album. */
  onUpload: (file: File) => void;
  /** @default false */
  isUploading?: boolean;
  /** 'An error ocurred uploading image.' after a failed upload. @default undefined */
  uploadError?: string;
  /** The new album's title (the container's schema form). */
  newTitle: string;
  onNewTitleChange: (title: string) => void;
  /** The title's message after a try. @default undefined */
  newTitleError?: string;
  onCreateAlbum: () => void;
  /** @default false */
  isCreating?: boolean;
  /** The shown album's title being edited; null when it is not being renamed. @default null */
  renameTitle?: string | null;
  /** Opens the title's field, filled with the shown album's title. */
  onRenameStart: () => void;
  onRenameTitleChange: (title: string) => void;
  /** The title's message after a try. @default undefined */
  renameTitleError?: string;
  onRenameSave: () => void;
  onRenameCancel: () => void;
  /** @default false */
  isRenaming?: boolean;
  /** Deletes the shown album, after the view's confirmation (its images stay where posts show them). */
  onDeleteAlbum: (album: Albums.Album) => Promise<void>;
  /** Takes an image out of the shown album, after the view's confirmation. */
  onRemoveImage: (image: Albums.AlbumImage) => Promise<void>;
}

type Pending = { kind: "album"; album: Albums.Album } | { kind: "image"; image: Albums.AlbumImage };

const dateOf = (iso: string) => formatDate(iso);

/**
 * The news staff's image library (packages/news/README.md "Albums"): choose an album, then an image of it for
 * the post's thumbnail or its body; upload an image into the album; create an album; rename the album in place;
 * delete the album or take an image out of it, each after a confirmation (the dialog closes when the call is
 * done).
 */
export function AlbumPickerView({
  isOpen,
  onOpenChange,
  purpose,
  albums,
  albumsError,
  albumId,
  onAlbumChange,
  images,
  imagesError,
  onPick,
  onUpload,
  isUploading = false,
  uploadError,
  newTitle,
  onNewTitleChange,
  newTitleError,
  onCreateAlbum,
  isCreating = false,
  renameTitle = null,
  onRenameStart,
  onRenameTitleChange,
  renameTitleError,
  onRenameSave,
  onRenameCancel,
  isRenaming = false,
  onDeleteAlbum,
  onRemoveImage,
}: AlbumPickerViewProps) {
  const uploadId = useId();
  const album = albums?.find((candidate) => candidate.id === albumId);
  // When the title's field closes (saved or cancelled), the keyboard goes back to "Rename album".
  const renameButton = useRef<HTMLButtonElement>(null);
  const wasRenaming = useRef(false);
  useEffect(() => {
    if (wasRenaming.current && renameTitle === null) renameButton.current?.focus();
    wasRenaming.current = renameTitle !== null;
  }, [renameTitle]);
  const [pending, setPending] = useState<Pending | null>(null);
  const [isActing, setActing] = useState(false);
  const confirm = async () => {
    if (pending === null) return;
    setActing(true);
    try {
      await (pending.kind === "album" ? onDeleteAlbum(pending.album) : onRemoveImage(pending.image));
    } finally {
      setActing(false);
      setPending(null);
    }
  };
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      width="44rem"
      title={purpose === "thumbnail" ? NewsLabels.albumThumbnailTitle : NewsLabels.albumBodyTitle}
    >
      <Stack space="lg">
        {albumsError ? <Alert kind="error" message={albumsError} /> : null}
        {albums === undefined && !albumsError ? (
          <Skeleton lines={2} label={NewsLabels.loadingAlbums} />
        ) : null}
        {albums !== undefined && albums.length === 0 ? (
          <EmptyState
            title={NewsLabels.noAlbumsTitle}
            description={NewsText.noAlbums}
            icon={imageIcon}
            headingLevel={3}
          />
        ) : null}
        {album && renameTitle !== null ? (
          <TitleForm
            formLabel={NewsLabels.renameAlbum}
            label={NewsLabels.albumTitle}
            value={renameTitle}
            onChange={onRenameTitleChange}
            error={renameTitleError}
            onSubmit={onRenameSave}
            submitLabel={NewsLabels.saveTitle}
            isSubmitting={isRenaming}
            autoFocus
          >
            <Button variant="tertiary" onPress={onRenameCancel} isDisabled={isRenaming}>
              {NewsLabels.cancelRename}
            </Button>
          </TitleForm>
        ) : null}
        {albums !== undefined && albums.length > 0 && !(album && renameTitle !== null) ? (
          <div className={styles.albumBar}>
            <div className={styles.albumSelect}>
              <Select
                label={NewsLabels.album}
                placeholder={NewsLabels.chooseAlbum}
                options={albums.map((item) => ({ id: String(item.id), label: item.title }))}
                value={albumId === null ? null : String(albumId)}
                onChange={(key) => {
                  if (key !== null) onAlbumChange(Number(key));
                }}
              />
            </div>
            {album ? (
              <>
                <Button ref={renameButton} variant="tertiary" onPress={onRenameStart}>
                  {NewsLabels.renameAlbum}
                </Button>
                <Button variant="tertiary" onPress={() => setPending({ kind: "album", album })}>
                  {NewsLabels.deleteAlbum}
                </Button>
              </>
            ) : null}
          </div>
        ) : null}
        {album ? (
          <section aria-label={NewsLabels.imagesOf(album.title)}>
            <Stack space="md">
              {imagesError ? <Alert kind="error" message={imagesError} /> : null}
              {images === undefined && !imagesError ? (
                <Skeleton lines={3} label={NewsLabels.loadingImages} />
              ) : null}
              {images !== undefined && images.length === 0 ? (
                <p className={styles.help}>{NewsText.noAlbumImages}</p>
              ) : null}
              {images !== undefined && images.length > 0 ? (
                <ul className={styles.grid}>
                  {images.map((image, index) => (
                    <li key={image.id} className={styles.tileItem}>
                      <button
                        type="button"
                        className={styles.tile}
                        aria-label={NewsLabels.useImage(index + 1, images.length, dateOf(image.createdAt))}
                        onClick={() => onPick(image)}
                      >
                        <img
                          className={styles.tileImage}
                          src={image.smallImageUrl}
                          alt=""
                          width={587}
                          height={226}
                        />
                        <span className={styles.tileCaption} aria-hidden="true">
                          {dateOf(image.createdAt)}
                        </span>
                      </button>
                      <Button
                        variant="tertiary"
                        size="small"
                        aria-label={NewsLabels.removeImageLabel(index + 1, images.length, album.title)}
                        onPress={() => setPending({ kind: "image", image })}
                      >
                        {NewsLabels.removeImage}
                      </Button>
                    </li>
                  ))}
                </ul>
              ) : null}
              <Stack space="xs">
                <label className={styles.uploadLabel} htmlFor={uploadId}>
                  {NewsLabels.uploadToAlbum(album.title)}
                </label>
                <input
                  id={uploadId}
                  className={styles.fileInput}
                  type="file"
                  accept="image/png,image/jpeg,image/webp,image/gif"
                  disabled={isUploading}
                  onChange={(event) => {
                    const file = event.currentTarget.files?.[0];
                    event.currentTarget.value = "";
                    if (file) onUpload(file);
                  }}
                />
                {isUploading ? <p className={styles.help}>{NewsLabels.loading}</p> : null}
                {uploadError ? <Alert kind="error" message={uploadError} /> : null}
              </Stack>
            </Stack>
          </section>
        ) : null}
        <TitleForm
          label={NewsLabels.newAlbum}
          value={newTitle}
          onChange={onNewTitleChange}
          error={newTitleError}
          onSubmit={onCreateAlbum}
          submitLabel={NewsLabels.createAlbum}
          isSubmitting={isCreating}
        />
      </Stack>
      {pending ? (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => {
            if (!open && !isActing) setPending(null);
          }}
          title={
            pending.kind === "album"
              ? NewsLabels.deleteAlbumTitle(pending.album.title)
              : NewsLabels.removeImageTitle
          }
          message={pending.kind === "album" ? NewsLabels.deleteAlbumMessage : NewsLabels.removeImageMessage}
          isDestructive
          isPending={isActing}
          onConfirm={() => void confirm()}
        />
      ) : null}
    </Modal>
  );
}

interface TitleFormProps {
  /** The form's accessible name, when it needs one beside its field's label. @default undefined */
  formLabel?: string;
  label: string;
  value: string;
  onChange: (title: string) => void;
  error: string | undefined;
  onSubmit: () => void;
  submitLabel: string;
  isSubmitting: boolean;
  /** @default false */
  autoFocus?: boolean;
  /** Actions after the submit button (Cancel). @default undefined */
  children?: ReactNode;
}

/** An album title's field and its submit (Enter submits): "New album" and the rename in place. */
function TitleForm({
  formLabel,
  label,
  value,
  onChange,
  error,
  onSubmit,
  submitLabel,
  isSubmitting,
  autoFocus = false,
  children,
}: TitleFormProps) {
  return (
    <form
      className={styles.albumBar}
      aria-label={formLabel}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div className={styles.albumSelect}>
        <TextField
          label={label}
          value={value}
          onChange={onChange}
          isInvalid={error !== undefined}
          errorMessage={error}
          maxLength={100}
          autoFocus={autoFocus}
        />
      </div>
      <Button type="submit" variant="secondary" isLoading={isSubmitting}>
        {submitLabel}
      </Button>
      {children}
    </form>
  );
}
