import { useApi } from "@haulboard/shell/portal";
import { useMutation, useQuery } from "@tanstack/react-query";

// The channel images and albums of the post editor; their contract modules load with the first call.
export const useUploadChannelImage = () => useMutation(useApi().media.uploadChannelImage.mutationOptions());
export const useAlbums = (isEnabled = true) =>
  useQuery(useApi().albums.list.queryOptions(undefined, { enabled: isEnabled }));
export const useAlbumImages = (id: number | null) =>
  useQuery(useApi().albums.listImages.queryOptions({ params: { id: id ?? 0 } }, { enabled: id !== null }));
export const useSaveAlbum = () => useMutation(useApi().albums.save.mutationOptions());
export const useAddAlbumImage = () => useMutation(useApi().albums.addImage.mutationOptions());
export const useDeleteAlbum = () => useMutation(useApi().albums.delete.mutationOptions());
export const useRemoveAlbumImage = () => useMutation(useApi().albums.removeImage.mutationOptions());
