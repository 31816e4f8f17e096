// The design system's list fields, in their own chunk: RAC's Select and ComboBox with their popover,
// listbox and focus management are about 40 KB gzip that the wizard's first paint does not need; the
// check boxes (about 5 KB) sit below the first screen of step 1 and come with them. The SearchField (RAC
// text field, validation, localised clear button: about 8 KB) serves the job lists' search boxes.
export { Checkbox, CheckboxGroup, ComboBox, SearchField, Select } from "@haulboard/ui";
