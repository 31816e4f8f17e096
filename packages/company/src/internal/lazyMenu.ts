// The design system's Menu in its own chunk: RAC's menu, popover and selection state are about 25 KB gzip
// that a list's first paint does not need (each row's actions open only on a press).
export { Menu } from "@haulboard/ui";
