import { appError, Errors } from "../errors/catalogue.ts";
import { signedIn } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { mediaUrl } from "../mediaStore/urls.ts";

/** The logo file's URL: the media store serves it (this server's /media/logos, or the bucket's public URL). */
const companyLogo = async ({ params, deps }: HandlerInput<"companies.logo">) => {
  const { fileName } = params;
  if (!/^[\w][\w.-]{0,199}$/.test(fileName) || fileName.includes("..")) {
    throw appError(Errors.logoFileNameInvalid, { field: "fileName" });
  }
  return { data: { url: mediaUrl(deps.config, "logos", fileName) } };
};

export const logoRoute: Route<"companies.logo"> = { access: signedIn, handle: companyLogo };
