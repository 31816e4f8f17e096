import { Schema } from "effect";
import { WireStruct } from "./Wire.ts";

// Its own module, shared by the company record (Companies.ts) and the logo upload (Media.ts): the news
// editor's image uploads need Media's schemas without the whole company contract.

/** The logo file and its crop (size, top and left offsets, employer-work §3). */
export const CompanyLogo = WireStruct({
  fileName: Schema.String,
  size: Schema.Finite,
  top: Schema.Finite,
  left: Schema.Finite,
});
export type CompanyLogo = typeof CompanyLogo.Type;
