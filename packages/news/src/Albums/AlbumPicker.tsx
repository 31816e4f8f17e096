import type { Albums } from "@haulboard/api";
import { AlbumForm, ErrorText, NewsText } from "@haulboard/domain";
import { useSchemaForm, useSubmit } from "@haulboard/shell/forms";
import { useState } from "react";
import {
  useAddAlbumImage,
  useAlbumImages,
  useAlbums,
  useDeleteAlbum,
  useRemoveAlbumImage,
  useSaveAlbum,
  useUploadChannelImage,
} from "../data/mediaQueries.ts";
import { errorText } from "../data/newsQueries.ts";
import { AlbumPickerView, type AlbumPurpose } from "./AlbumPickerView.tsx";

export interface AlbumPickerProps {
  /** The channel an upload from the picker goes to (`POST /news/channels/{channelId}/upload-image`). */
  channelId: number;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  purpose: AlbumPurpose;
  onPick: (image: Albums.AlbumImage) => void;
}

const emptyAlbum = { title: "" };

/**
 * The album picker's container: GET /albums, GET /albums/{id}/images, POST /albums (create, and rename with
 * the album's id),
 * the channel's image upload, then POST /albums/{id}/images (file it), DELETE /albums/{id} and
 * DELETE /albums/{id}/images/{imageId}, on the shell's form recipe.
 */
export function AlbumPicker({ channelId, isOpen, onOpenChange, purpose, onPick }: AlbumPickerProps) {
  const albums = useAlbums(isOpen);
  const [chosen, setChosen] = useState<number | null>(null);
  const albumId = chosen ?? albums.data?.[0]?.id ?? null;
  const images = useAlbumImages(isOpen ? albumId : null);
  const [uploadError, setUploadError] = useState<string | undefined>();
  const saveAlbum = useSaveAlbum();
  const upload = useUploadChannelImage();
  const addImage = useAddAlbumImage();
  const deleteAlbum = useDeleteAlbum();
  const removeImage = useRemoveAlbumImage();
  const form = useSchemaForm<typeof emptyAlbum, AlbumForm>(AlbumForm, emptyAlbum);
  const create = useSubmit(
    ({ title }: AlbumForm) => saveAlbum.mutateAsync({ body: { title: title.trim() } }),
    {
      successMessage: NewsText.albumCreated,
      onSuccess: (album) => {
        setChosen(album.id);
        form.reset();
      },
    },
  );
  // Renaming the shown album in place: POST /albums with its id (a contributor only their own: the 403's
  // reason is the alert and the field stays open with the title typed).
  const [renaming, setRenaming] = useState(false);
  const renameForm = useSchemaForm<typeof emptyAlbum, AlbumForm>(AlbumForm, emptyAlbum);
  const rename = useSubmit(
    ({ id, title }: AlbumForm & { id: number }) =>
      saveAlbum.mutateAsync({ body: { id, title: title.trim() } }),
    { successMessage: NewsText.albumRenamed, onSuccess: () => setRenaming(false) },
  );
  const shownAlbum = albums.data?.find((album) => album.id === albumId);
  const file = useSubmit(
    async ({ file, albumId: target }: { file: File; albumId: number }) => {
      const uploaded = await upload
        .mutateAsync({ params: { channelId }, body: { image: file } })
        .catch(() => {
          throw new UploadFailed();
        });
      return addImage.mutateAsync({ params: { id: target }, body: { imageUrl: uploaded.imageUrl } });
    },
    {
      successMessage: NewsText.imageFiled,
      onFailure: (error) => {
        // The spec's text for a failed upload shows by the file input; a refusal to file it is an alert.
        if (!(error instanceof UploadFailed)) return false;
        setUploadError(ErrorText.imageUploadFailed);
        return true;
      },
    },
  );
  // Each confirms in the shell's alert; a refusal (a contributor and another person's album) is the alert.
  const deleteShown = useSubmit(
    (album: Albums.Album) => deleteAlbum.mutateAsync({ params: { id: album.id } }),
    { successMessage: NewsText.albumDeleted, onSuccess: () => setChosen(null) },
  );
  const takeOut = useSubmit(
    (image: Albums.AlbumImage) =>
      removeImage.mutateAsync({ params: { id: image.albumId, imageId: image.id } }),
    { successMessage: NewsText.imageRemovedFromAlbum },
  );
  return (
    <AlbumPickerView
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      purpose={purpose}
      albums={albums.data}
      {...(albums.error ? { albumsError: errorText(albums.error) } : {})}
      albumId={albumId}
      onAlbumChange={(id) => {
        setChosen(id);
        setUploadError(undefined);
        setRenaming(false);
      }}
      images={images.data}
      {...(images.error ? { imagesError: errorText(images.error) } : {})}
      onPick={(image) => {
        onPick(image);
        onOpenChange(false);
      }}
      onUpload={(chosenFile) => {
        if (albumId === null) return;
        setUploadError(undefined);
        void file.submit({ file: chosenFile, albumId });
      }}
      isUploading={file.isSubmitting}
      {...(uploadError ? { uploadError } : {})}
      newTitle={form.values.title}
      onNewTitleChange={(title) => form.setValue("title", title)}
      {...(form.errorOf("title") ? { newTitleError: form.errorOf("title") } : {})}
      onCreateAlbum={() => form.submit(create.submit)}
      isCreating={create.isSubmitting}
      renameTitle={renaming ? renameForm.values.title : null}
      onRenameStart={() => {
        renameForm.reset({ title: shownAlbum?.title ?? "" });
        setRenaming(true);
      }}
      onRenameTitleChange={(title) => renameForm.setValue("title", title)}
      {...(renameForm.errorOf("title") ? { renameTitleError: renameForm.errorOf("title") } : {})}
      onRenameSave={() => {
        if (albumId === null) return;
        renameForm.submit((values) => rename.submit({ ...values, id: albumId }));
      }}
      onRenameCancel={() => setRenaming(false)}
      isRenaming={rename.isSubmitting}
      onDeleteAlbum={deleteShown.submit}
      onRemoveImage={takeOut.submit}
    />
  );
}

class UploadFailed extends Error {}
