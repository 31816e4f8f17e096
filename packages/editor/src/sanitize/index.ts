// The server's entry point (`@haulboard/editor/sanitize`): no DOM, no React, no ProseMirror view.
export type { AllowList } from "../schema/allowList.ts";
export { richTextAllowList, sanitizeRichText } from "./sanitizeRichText.ts";
