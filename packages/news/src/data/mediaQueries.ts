import { Albums, Media } from "@haulboard/api/contract";
import { hooksFor } from "@haulboard/api/react";

// The channel images and albums of the post editor (see newsQueries.ts for why they have their own module).
const media = hooksFor("media", Media.mediaCalls);
const albums = hooksFor("albums", Albums.albumsCalls);

export const useUploadChannelImage = media.useUploadChannelImage;
export const useAlbums = albums.useList;
export const useAlbumImages = (id: number | null) =>
  albums.useListImages({ params: { id: id ?? 0 } }, { enabled: id !== null });
export const useSaveAlbum = albums.useSave;
export const useAddAlbumImage = albums.useAddImage;
export const useDeleteAlbum = albums.useDelete;
export const useRemoveAlbumImage = albums.useRemoveImage;
