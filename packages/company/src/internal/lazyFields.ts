// The design system's list fields, in their own chunk: RAC's Select and ComboBox with their popover,
// listbox and focus management are about 40 KB gzip that the wizard's first paint does not need.
export { ComboBox, SearchField, Select } from "@haulboard/ui";
