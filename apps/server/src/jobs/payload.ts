import { isHyperlinkUrl, jobVideoAddress } from "@haulboard/domain";
import { appError, Errors } from "../errors/catalogue.ts";
import type { HandlerInput } from "../http/context.ts";

const usCountries = new Set(["us", "usa", "united states", "united states of america"]);

/** The add-on choices' rules (a post, and a posted job's add-ons): each add-on once, a hyperlink's valid address. */
export const checkAddonChoices = (addons: HandlerInput<"jobs.create">["body"]["addons"]) => {
  const kinds = new Set<string>();
  for (const addon of addons) {
    if (kinds.has(addon.addonType)) throw appError(Errors.duplicateAddon, { field: "addons" });
    kinds.add(addon.addonType);
    if (addon.addonType === "hyperlink" && addon.subscribed && !isHyperlinkUrl(addon.externalUrl ?? "")) {
      throw appError(Errors.hyperlinkInvalid, { field: "addons" });
    }
  }
};

/** Reads the payload's rules the schema cannot: US addresses, real positions, URLs, one add-on each. */
export const checkPayload = (
  body: Pick<HandlerInput<"jobs.create">["body"], "addons" | "addresses" | "videoUrl">,
) => {
  checkAddonChoices(body.addons);
  for (const address of body.addresses) {
    if (!usCountries.has(address.country.trim().toLowerCase())) {
      throw appError(Errors.addressNotUs, { field: "addresses" });
    }
    if (address.city.trim() === "" || address.state.trim() === "") {
      throw appError(Errors.addressInvalid, { field: "addresses" });
    }
    const [lng, lat] = address.coordinates;
    if (Math.abs(lng) > 180 || Math.abs(lat) > 90) {
      throw appError(Errors.addressPositionInvalid, { field: "addresses" });
    }
  }
  return { videoUrl: storedVideoAddress(body.videoUrl) };
};

/** A job's video as stored (domain `jobVideoAddress`): by path when it is ours; absent or null stays so. */
export const storedVideoAddress = <V extends string | null | undefined>(video: V): V | string => {
  if (video === null || video === undefined || video === "") return video;
  const stored = jobVideoAddress(video);
  if (stored === null) throw appError(Errors.videoUrlInvalid, { field: "video_url" });
  return stored;
};
