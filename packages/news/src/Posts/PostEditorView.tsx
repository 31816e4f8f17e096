import type { Media, News } from "@haulboard/api";
import { ErrorText, NewsText } from "@haulboard/domain";
import { type ImageUploader, RichTextContent, RichTextField } from "@haulboard/editor/field";
import {
  Alert,
  Button,
  ConfirmDialog,
  FormActions,
  Inline,
  Link,
  Stack,
  Switch,
  TextField,
} from "@haulboard/ui";
import { useId, useState } from "react";
import { PageHeader } from "../components/PageHeader.tsx";
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

const titleMissing = "Enter the post's title.";

export interface PostEditorViewProps {
  channel: Pick<News.Channel, "id" | "name">;
  /** The post being edited; undefined writes a new one. */
  post: News.Post | undefined;
  /** Whether the caller may publish (news admins, admins); contributors save drafts. @default false */
  canPublish?: boolean;
  /** Saves the post; rejects with an Error whose message the form shows. */
  onSave: (input: News.PostInput) => Promise<void>;
  /** Deletes the post (after the confirmation). @default undefined (no delete: a new post) */
  onDelete?: () => Promise<void>;
  /** Uploads the thumbnail to the channel's image upload (full and small resolution). */
  uploadThumbnail: (file: File) => Promise<Media.UploadImageResponse>;
  /** Uploads an image of the body. */
  uploadImage: ImageUploader;
  /** The clock the state badge is read against. @default new Date() */
  now?: Date;
  /** Open the preview first (stories). @default false */
  initialPreview?: boolean;
}

/** The post form (employer-work §3): title, thumbnail, rich-text body, isActive, scheduledAt; preview and delete. */
export function PostEditorView({
  channel,
  post,
  canPublish = false,
  onSave,
  onDelete,
  uploadThumbnail,
  uploadImage,
  now = new Date(),
  initialPreview = false,
}: PostEditorViewProps) {
  const [title, setTitle] = useState(post?.title ?? "");
  const [body, setBody] = useState(post?.body ?? "");
  const [thumbnail, setThumbnail] = useState<{ full: string; small: string | null } | null>(
    post?.thumbnailFull ? { full: post.thumbnailFull, small: post.thumbnailSmall } : null,
  );
  const [isActive, setIsActive] = useState(post?.isActive ?? false);
  const [scheduledAt, setScheduledAt] = useState(toLocalInput(post?.scheduledAt ?? null));
  const [titleError, setTitleError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const [uploadError, setUploadError] = useState<string | undefined>();
  const [isUploading, setUploading] = useState(false);
  const [isSaving, setSaving] = useState(false);
  const [isPreview, setPreview] = useState(initialPreview);
  const [isConfirming, setConfirming] = useState(false);
  const [isDeleting, setDeleting] = useState(false);
  const thumbnailId = useId();
  const scheduleId = useId();
  const scheduleHelpId = useId();
  const lockedForContributor = !canPublish && (post?.isActive ?? false);

  const chooseThumbnail = (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setUploadError(undefined);
    uploadThumbnail(file)
      .then((image) => setThumbnail({ full: image.imageUrl, small: image.smallImageUrl ?? null }))
      .catch(() => setUploadError(ErrorText.imageUploadFailed))
      .finally(() => setUploading(false));
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (title.trim() === "") {
      setTitleError(titleMissing);
      return;
    }
    setSaving(true);
    setFormError(undefined);
    onSave({
      title: title.trim(),
      thumbnail: thumbnail?.full ?? null,
      body,
      isActive: canPublish ? isActive : false,
      scheduledAt: fromLocalInput(scheduledAt),
    })
      .catch((failure: unknown) => setFormError(failure instanceof Error ? failure.message : String(failure)))
      .finally(() => setSaving(false));
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
          {formError ? <Alert kind="error" message={formError} /> : null}
          <TextField
            label={NewsLabels.title}
            value={title}
            onChange={(value) => {
              setTitle(value);
              setTitleError(undefined);
            }}
            isRequired
            isInvalid={titleError !== undefined}
            errorMessage={titleError}
            maxLength={200}
          />
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
                  <Button size="small" variant="tertiary" onPress={() => setThumbnail(null)}>
                    {NewsLabels.removeThumbnail}
                  </Button>
                </Inline>
              </Stack>
            ) : null}
          </div>
          <RichTextField
            label={NewsLabels.body}
            defaultValue={post?.body ?? ""}
            onChange={setBody}
            uploadImage={uploadImage}
          />
          <Switch isSelected={canPublish && isActive} onChange={setIsActive} isDisabled={!canPublish}>
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
              aria-describedby={scheduleHelpId}
              onChange={(event) => setScheduledAt(event.currentTarget.value)}
            />
            <p className={styles.help} id={scheduleHelpId}>
              {NewsLabels.scheduledHelp}
            </p>
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
            onDelete()
              .catch((failure: unknown) =>
                setFormError(failure instanceof Error ? failure.message : String(failure)),
              )
              .finally(() => {
                setDeleting(false);
                setConfirming(false);
              });
          }}
        />
      ) : null}
    </Stack>
  );
}
