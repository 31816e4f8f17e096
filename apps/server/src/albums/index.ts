// News albums (issue 20): the post writers' image albums (the news module's `writers` rule).
import type { Routes } from "../http/context.ts";
import { addImageRoute } from "./addImage.ts";
import { deleteRoute } from "./delete.ts";
import { listRoute } from "./list.ts";
import { listImagesRoute } from "./listImages.ts";
import { removeImageRoute } from "./removeImage.ts";
import { saveRoute } from "./save.ts";

export const albumsRoutes: Routes = {
  "albums.list": listRoute,
  "albums.save": saveRoute,
  "albums.delete": deleteRoute,
  "albums.listImages": listImagesRoute,
  "albums.addImage": addImageRoute,
  "albums.removeImage": removeImageRoute,
};
