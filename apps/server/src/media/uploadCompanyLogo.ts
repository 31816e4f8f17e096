import { Media } from "@haulboard/api/contract";
import { isLogoCropSize } from "@haulboard/domain";
import type { Context } from "hono";
import type { Deps } from "../deps.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import { companyManagerRoles, roles } from "../http/access.ts";
import type { Caller } from "../http/context.ts";
import { logoImages } from "../mediaStore/images.ts";
import { decodeFields } from "./checks.ts";
import { checkUploadRate, withStorage } from "./limits.ts";
import { mediaUrl, type StreamedRoute } from "./rules.ts";
import { processImage, readImage, storeImage } from "./store.ts";

const uploadCompanyLogo = async (c: Context, deps: Deps, caller: Caller, companyId: number) => {
  await checkUploadRate(deps, caller);
  let crop: { size: number; top: number; left: number } | undefined;
  const { bytes, type } = await readImage(c, "image", (fields) => {
    crop = decodeFields(Media.UploadLogoRequest, fields, "image");
    if (!isLogoCropSize(crop.size)) throw appError(Errors.logoCropInvalid, { field: "size" });
    if (!Number.isInteger(crop.top) || crop.top < 0) throw appError(Errors.cropTopNegative, { field: "top" });
    if (!Number.isInteger(crop.left) || crop.left < 0)
      throw appError(Errors.cropLeftNegative, { field: "left" });
  });
  const [exists] = await deps.db.query("select id from companies where id = $1", [companyId]);
  if (!exists) throw appError(Errors.notFound);
  const chosen = crop;
  if (!chosen) throw appError(Errors.sizeMissing, { field: "size" });
  // Claimed before sharp works; the two renditions (343×133 and 49×19) are far smaller than the upload.
  const { small, large } = await withStorage(deps, caller, bytes.length, async () => {
    const images = await processImage(() => logoImages(bytes, type, chosen));
    const [first, last] = [images[0], images.at(-1)];
    if (!first || !last) throw new Error("logo images were not made");
    for (const image of images)
      await storeImage(deps, caller, "logos", image, companyId, image === last ? undefined : last.name);
    return { small: first, large: last };
  });
  const logo = { fileName: large.name, size: chosen.size, top: chosen.top, left: chosen.left };
  await deps.db.query("update companies set logo = $2::jsonb, updated_at = now() where id = $1", [
    companyId,
    JSON.stringify({ file_name: logo.fileName, size: logo.size, top: logo.top, left: logo.left }),
  ]);
  deps.companyTotals.invalidate();
  return { logo, url: mediaUrl(deps, "logos", large.name), smallUrl: mediaUrl(deps, "logos", small.name) };
};

export const uploadCompanyLogoStreamed: StreamedRoute = [
  Media.uploadCompanyLogo,
  // The logo is company data: the company's own admins, and admins (issue 11).
  roles(companyManagerRoles, "ownCompany"),
  (c, deps, caller, params) => uploadCompanyLogo(c, deps, caller, params.id as number),
];
