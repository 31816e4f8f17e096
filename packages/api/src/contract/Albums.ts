import { Schema } from "effect";
import * as Endpoint from "./Endpoint.ts";
import { Empty, Id, IdParams } from "./Shared.ts";
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

/** The calls of this resource by name, as `api.albums` and the client (`client.albums.<call>`) expose them. */
export const albumsCalls = {
  list: listAlbums,
  save: saveAlbum,
  delete: deleteAlbum,
} as const;
