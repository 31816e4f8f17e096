import type { Media, News } from "@haulboard/api";
import { ErrorText, NewsText, PostForm } from "@haulboard/domain";
import {
  type ImageUploader,
  RichTextContent,
  RichTextField,
  type UploadedImage,
} from "@haulboard/editor/field";
import { useSchemaForm } from "@haulboard/shell/forms";
import {
  Alert,
  Button,
  ConfirmDialog,
  FormActions,
  Inline,
  Link,
  PageHeader,
  Stack,
  Switch,
  TextField,
} from "@haulboard/ui";
import { type ReactNode, useId, useState } from "react";
import { NewsLabels } from "../NewsLabels.ts";
import * as styles from "./PostEditor.css.ts";
import { PostStateBadge } from "./PostStateBadge.tsx";

/** "YYYY-MM-DDTHH:MM" in the browser's time zone (what a datetime-local input shows) from an ISO time. */
export const toLocalInput = (iso: string | null): string => {
  if (iso === null) return "";
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

/** The ISO time of a datetime-local value (read in the browser's time zone), or null when empty. */
export const fromLocalInput = (local: string): string | null => {
  if (local.trim() === "") return null;
  const time = new Date(local).getTime();
  return Number.isNaN(time) ? null : new Date(time).toISOString();
};

export interface PostEditorViewProps {
  channel: Pick<News.Channel, "id" | "name">;
  /** The post being edited; undefined writes a new one. */
  post: News.Post | undefined;
  /** Whether the caller may publish (news admins, admins); contributors save drafts. @default false */
  canPublish?: boolean;
  /**
   * Saves the post (the container's `useSubmit`: a failure is the shell's alert, the form keeps its values).
   * The Save button shows its loading state until the promise settles.
   */
  onSave: (input: News.PostInput) => Promise<void>;
  /** Deletes the post (after the confirmation). @default undefined (no delete: a new post) */
  onDelete?: () => Promise<void>;
  /** Uploads the thumbnail to the channel's image upload (full and small resolution). */
  uploadThumbnail: (file: File) => Promise<Media.UploadImageResponse>;
  /** Uploads an image of the body. */
  uploadImage: ImageUploader;
  /**
   * The album picker (the container's `AlbumPicker` for this channel): with it the thumbnail has
   * "Choose from an album" and the body's toolbar "Insert image from album". @default undefined
   */
  renderAlbumPicker?: (props: AlbumPickerSlotProps) => ReactNode;
  /** The clock the state badge is read against. @default new Date() */
  now?: Date;
  /** Open the preview first (stories). @default false */
  initialPreview?: boolean;
}

/** What the post editor gives the album picker it renders. */
export interface AlbumPickerSlotProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  purpose: "thumbnail" | "body";
  onPick: (image: { imageUrl: string; smallImageUrl: string }) => void;
}

type Picking = { purpose: "thumbnail" } | { purpose: "body"; resolve: (image: UploadedImage | null) => void };

const formValuesOf = (post: News.Post | undefined): PostFormValues => ({
  title: post?.title ?? "",
  thumbnail: post?.thumbnailFull ? { full: post.thumbnailFull, small: post.thumbnailSmall } : null,
  body: post?.body ?? "",
  isActive: post?.isActive ?? false,
  scheduledAt: toLocalInput(post?.scheduledAt ?? null),
});

type PostFormValues = {
  title: string;
  thumbnail: { full: string; small: string | null } | null;
  body: string;
  isActive: boolean;
  scheduledAt: string;
};

/** The post form (employer-work §3): title, thumbnail, rich-text body, isActive, scheduledAt; preview and delete. */
export function PostEditorView({
  channel,
  post,
  canPublish = false,
  onSave,
  onDelete,
  uploadThumbnail,
  uploadImage,
  renderAlbumPicker,
  now = new Date(),
  initialPreview = false,
}: PostEditorViewProps) {
  const form = useSchemaForm<PostFormValues, PostForm>(PostForm, formValuesOf(post));
  const { title, thumbnail, body, isActive, scheduledAt } = form.values;
  const [uploadError, setUploadError] = useState<string | undefined>();
  const [isUploading, setUploading] = useState(false);
  const [isSaving, setSaving] = useState(false);
  const [isPreview, setPreview] = useState(initialPreview);
  const [isConfirming, setConfirming] = useState(false);
  const [isDeleting, setDeleting] = useState(false);
  const [picking, setPicking] = useState<Picking | null>(null);
  const thumbnailId = useId();
  const scheduleId = useId();
  const scheduleHelpId = useId();
  const scheduleErrorId = useId();
  const lockedForContributor = !canPublish && (post?.isActive ?? false);
  const scheduleError = form.errorOf("scheduledAt");

  const chooseThumbnail = (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setUploadError(undefined);
    uploadThumbnail(file)
      .then((image) =>
        form.setValue("thumbnail", { full: image.imageUrl, small: image.smallImageUrl ?? null }),
      )
      .catch(() => setUploadError(ErrorText.imageUploadFailed))
      .finally(() => setUploading(false));
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    form.submit((valid) => {
      setSaving(true);
      onSave({
        title: valid.title.trim(),
        thumbnail: valid.thumbnail?.full ?? null,
        body: valid.body,
        isActive: canPublish ? valid.isActive : false,
        scheduledAt: fromLocalInput(valid.scheduledAt),
      }).finally(() => setSaving(false));
    });
  };

  const pickImage = renderAlbumPicker
    ? () => new Promise<UploadedImage | null>((resolve) => setPicking({ purpose: "body", resolve }))
    : undefined;
  const closePicker = () => {
    if (picking?.purpose === "body") picking.resolve(null);
    setPicking(null);
  };

  const state = { isActive: canPublish ? isActive : false, scheduledAt: fromLocalInput(scheduledAt) };
  return (
    <Stack space="lg">
      <Link href={`/news/channels/${channel.id}`} variant="standalone">
        {`${NewsLabels.backToPosts}: ${channel.name}`}
      </Link>
      <PageHeader
        title={post ? NewsLabels.editPost : NewsLabels.newPost}
        subtitle={
          <Inline space="sm" alignY="center">
            <span>{channel.name}</span>
            <PostStateBadge post={state} now={now} />
          </Inline>
        }
        actions={
          <Button variant="secondary" onPress={() => setPreview(!isPreview)}>
            {isPreview ? NewsLabels.closePreview : NewsLabels.preview}
          </Button>
        }
      />
      {lockedForContributor ? <Alert kind="info" message={NewsText.contributorsOwnDrafts} /> : null}
      {renderAlbumPicker
        ? renderAlbumPicker({
            isOpen: picking !== null,
            onOpenChange: (open) => {
              if (!open) closePicker();
            },
            purpose: picking?.purpose ?? "thumbnail",
            onPick: (image) => {
              if (picking?.purpose === "body") picking.resolve({ url: image.imageUrl });
              else {
                form.setValue("thumbnail", { full: image.imageUrl, small: image.smallImageUrl });
                setUploadError(undefined);
              }
              setPicking(null);
            },
          })
        : null}
      {isPreview ? (
        <section className={styles.preview} aria-label={NewsLabels.preview}>
          <Stack space="md">
            <h2 className={styles.previewTitle}>{title || NewsLabels.title}</h2>
            {thumbnail ? <img className={styles.thumbnail} src={thumbnail.full} alt="" /> : null}
            <RichTextContent html={body} label={NewsLabels.body} />
          </Stack>
        </section>
      ) : null}
      <form onSubmit={submit} noValidate hidden={isPreview}>
        <Stack space="lg">
          <TextField label={NewsLabels.title} {...form.textFieldProps("title")} isRequired maxLength={200} />
          <div className={styles.field}>
            <label className={styles.label} htmlFor={thumbnailId}>
              {NewsLabels.uploadThumbnail}
            </label>
            <input
              id={thumbnailId}
              className={styles.input}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              disabled={isUploading}
              onChange={(event) => {
                chooseThumbnail(event.currentTarget.files?.[0]);
                event.currentTarget.value = "";
              }}
            />
            {renderAlbumPicker ? (
              <Inline space="sm">
                <Button
                  size="small"
                  variant="secondary"
                  onPress={() => setPicking({ purpose: "thumbnail" })}
                  isDisabled={isUploading}
                >
                  {NewsLabels.chooseFromAlbum}
                </Button>
              </Inline>
            ) : null}
            {isUploading ? <p className={styles.help}>{NewsLabels.loading}</p> : null}
            {uploadError ? <Alert kind="error" message={uploadError} /> : null}
            {thumbnail ? (
              <Stack space="xs">
                <img
                  className={styles.thumbnail}
                  src={thumbnail.small ?? thumbnail.full}
                  alt={NewsLabels.thumbnail}
                  width={587}
                  height={226}
                />
                <Inline space="sm">
                  <Button size="small" variant="tertiary" onPress={() => form.setValue("thumbnail", null)}>
                    {NewsLabels.removeThumbnail}
                  </Button>
                </Inline>
              </Stack>
            ) : null}
          </div>
          <RichTextField
            label={NewsLabels.body}
            defaultValue={post?.body ?? ""}
            onChange={(html) => form.setValue("body", html)}
            uploadImage={uploadImage}
            {...(pickImage ? { pickImage } : {})}
          />
          <Switch
            isSelected={canPublish && isActive}
            onChange={(value) => form.setValue("isActive", value)}
            isDisabled={!canPublish}
          >
            {NewsLabels.isActive}
          </Switch>
          {canPublish ? null : <p className={styles.help}>{NewsLabels.publishHelp}</p>}
          <div className={styles.field}>
            <label className={styles.label} htmlFor={scheduleId}>
              {NewsLabels.scheduledAt}
            </label>
            <input
              id={scheduleId}
              className={styles.input}
              type="datetime-local"
              value={scheduledAt}
              aria-describedby={scheduleError ? `${scheduleHelpId} ${scheduleErrorId}` : scheduleHelpId}
              aria-invalid={scheduleError ? true : undefined}
              onChange={(event) => form.setValue("scheduledAt", event.currentTarget.value)}
            />
            <p className={styles.help} id={scheduleHelpId}>
              {NewsLabels.scheduledHelp}
            </p>
            {scheduleError ? (
              <p className={styles.error} id={scheduleErrorId}>
                {scheduleError}
              </p>
            ) : null}
          </div>
          <FormActions>
            {onDelete ? (
              <Button
                variant="critical"
                onPress={() => setConfirming(true)}
                isDisabled={lockedForContributor}
              >
                {NewsLabels.deletePost}
              </Button>
            ) : null}
            <Button type="submit" isLoading={isSaving} isDisabled={lockedForContributor || isUploading}>
              {NewsLabels.savePost}
            </Button>
          </FormActions>
        </Stack>
      </form>
      {onDelete ? (
        <ConfirmDialog
          isOpen={isConfirming}
          onOpenChange={setConfirming}
          title={NewsLabels.deletePost}
          message={NewsText.deletePostQuestion}
          isDestructive
          isPending={isDeleting}
          onConfirm={() => {
            setDeleting(true);
            onDelete().finally(() => {
              setDeleting(false);
              setConfirming(false);
            });
          }}
        />
      ) : null}
    </Stack>
  );
}
