import { editorImageMaxWidth } from "@haulboard/domain";
import { vars } from "@haulboard/ui";
import { globalStyle, style } from "@vanilla-extract/css";

/**
 * The look of a rich-text document, shared by the editor and the read-only view so that stored
 * HTML shows as it was written (issue 14 "with the same styles").
 */
export const document = style({
  fontFamily: vars.font.body,
  // Size 3 of the 1–7 ladder is 12pt: the body text.
  fontSize: "12pt",
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  overflowWrap: "break-word",
});

const inDoc = (selector: string) => `${document} ${selector}`;

globalStyle(inDoc("p"), { margin: `0 0 ${vars.space.sm}` });
globalStyle(inDoc(":is(h1, h2, h3, h4, h5, h6)"), {
  fontFamily: vars.font.heading,
  lineHeight: vars.lineHeight.tight,
  margin: `${vars.space.md} 0 ${vars.space.sm}`,
});
globalStyle(inDoc("h1"), { fontSize: "24pt" });
globalStyle(inDoc("h2"), { fontSize: "18pt" });
globalStyle(inDoc("h3"), { fontSize: "14pt" });
globalStyle(inDoc("h4"), { fontSize: "12pt" });
globalStyle(inDoc("h5"), { fontSize: "10pt" });
globalStyle(inDoc("h6"), { fontSize: "8pt", textTransform: "uppercase" });
globalStyle(inDoc(":is(ul, ol)"), { margin: `0 0 ${vars.space.sm}`, paddingLeft: "30px" });
globalStyle(inDoc("li > p"), { margin: 0 });
globalStyle(inDoc("a"), { color: vars.color.link, textDecoration: "underline" });
globalStyle(inDoc("img"), { maxWidth: "100%", height: "auto", verticalAlign: "bottom" });
// An image wider than 720 px is scaled to 720 when no size is given (employer-work §5).
globalStyle(inDoc("img:not([width])"), { maxWidth: `min(100%, ${editorImageMaxWidth}px)` });
globalStyle(inDoc("table"), {
  borderCollapse: "collapse",
  tableLayout: "fixed",
  width: "100%",
  margin: `0 0 ${vars.space.sm}`,
  overflow: "hidden",
});
globalStyle(inDoc(":is(td, th)"), {
  border: `1px solid ${vars.color.borderStrong}`,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  verticalAlign: "top",
  boxSizing: "border-box",
  position: "relative",
  minWidth: "25px",
});
globalStyle(inDoc("th"), {
  background: vars.color.surfaceSunken,
  fontWeight: vars.fontWeight.bold,
  textAlign: "left",
});
globalStyle(inDoc(":is(td, th) > :last-child"), { marginBottom: 0 });
