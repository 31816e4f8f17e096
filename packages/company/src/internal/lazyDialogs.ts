// Dialogs a screen opens after a press, in their own chunk (README "Bundle"): RAC's dialog, focus scope
// and the forms inside them are not part of a list's first paint.
export { ConfirmDialog, Drawer } from "@haulboard/ui";
