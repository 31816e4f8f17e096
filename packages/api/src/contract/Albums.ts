import { Schema } from "effect";
import * as Endpoint from "./Endpoint.ts";
import { Empty, Id, IdFromString, IdParams, IsoDateTime } from "./Shared.ts";
import { WireStruct } from "./Wire.ts";

export const Album = WireStruct({ id: Id, title: Schema.String });
export type Album = typeof Album.Type;

/** With an `id` the album is renamed; without, it is created. */
export const SaveAlbumRequest = WireStruct({
  id: Schema.optionalKey(Id),
  title: Schema.String.check(Schema.isBetweenLength(1, 100)),
});
export type SaveAlbumRequest = typeof SaveAlbumRequest.Type;

export const listAlbums = Endpoint.make({
  name: "albums.list",
  method: "GET",
  path: "/albums",
  auth: "bearer",
  success: Schema.Array(Album),
  description: "Media albums of the news staff.",
});

export const saveAlbum = Endpoint.make({
  name: "albums.save",
  method: "POST",
  path: "/albums",
  auth: "bearer",
  body: SaveAlbumRequest,
  success: Album,
  description: "Create an album, or rename it when id is given.",
});

export const deleteAlbum = Endpoint.make({
  name: "albums.delete",
  method: "DELETE",
  path: "/albums/{id}",
  auth: "bearer",
  params: IdParams,
  success: Empty,
  description: "Delete an album.",
});

// ---------- the images of an album (issue 20: our design, packages/news/README.md "Albums") ----------

/** An image uploaded for news (`POST /news/channels/{channelId}/upload-image`) and filed in an album. */
export const AlbumImage = WireStruct({
  id: Id,
  albumId: Id,
  channelId: Id,
  /** The full image (at most 1,440 px wide): what a post's thumbnail or a body image stores. */
  imageUrl: Schema.String,
  /** The 587×226 rendition, for the album's grid. */
  smallImageUrl: Schema.String,
  createdAt: IsoDateTime,
});
export type AlbumImage = typeof AlbumImage.Type;

/** Files an uploaded news image in the album, by the URL its upload answered (full or small). */
export const AddAlbumImageRequest = WireStruct({
  imageUrl: Schema.String.check(Schema.isBetweenLength(1, 2000)),
});
export type AddAlbumImageRequest = typeof AddAlbumImageRequest.Type;

export const listAlbumImages = Endpoint.make({
  name: "albums.listImages",
  method: "GET",
  path: "/albums/{id}/images",
  auth: "bearer",
  params: IdParams,
  success: Schema.Array(AlbumImage),
  description: "The images of an album, newest first (beyond the spec).",
});

export const addAlbumImage = Endpoint.make({
  name: "albums.addImage",
  method: "POST",
  path: "/albums/{id}/images",
  auth: "bearer",
  params: IdParams,
  body: AddAlbumImageRequest,
  success: AlbumImage,
  description: "Put an image uploaded for news into the album (it leaves any other album; beyond the spec).",
});

export const removeAlbumImage = Endpoint.make({
  name: "albums.removeImage",
  method: "DELETE",
  path: "/albums/{id}/images/{imageId}",
  auth: "bearer",
  params: Schema.Struct({ id: IdFromString, imageId: IdFromString }),
  success: Empty,
  description: "Take an image out of the album; posts that show it keep it (beyond the spec).",
});

/** The calls of this resource by name, as `api.albums` and the client (`client.albums.<call>`) expose them. */
export const albumsCalls = {
  list: listAlbums,
  save: saveAlbum,
  delete: deleteAlbum,
  listImages: listAlbumImages,
  addImage: addAlbumImage,
  removeImage: removeAlbumImage,
} as const;
