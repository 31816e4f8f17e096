import { describe, expect, it } from "vitest";
import { isBlankRichText } from "./blank.ts";

describe("isBlankRichText", () => {
  it("finds nothing to show in what an editor leaves when it is emptied", () => {
    for (const html of [
      "",
      "  ",
      "<p></p>",
      "<p> </p>",
      "<p>&nbsp;</p>",
      "<p><br></p>",
      "<ul><li></li></ul>",
    ])
      expect(isBlankRichText(html), html).toBe(true);
  });
  it("keeps any text, and an image without text", () => {
    for (const html of ["<p>Home weekly</p>", "x", '<p><img src="/media/a.png" alt=""></p>', "<p>&amp;</p>"])
      expect(isBlankRichText(html), html).toBe(false);
  });
});
