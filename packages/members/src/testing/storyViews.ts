import { atWidth } from "@haulboard/ui/storybook";
/** No page-level sideways scroll at the story's width. */
export const noSidewaysScroll = (element: HTMLElement): boolean => {
  const root = element.ownerDocument.documentElement;
  return root.scrollWidth <= root.clientWidth;
};

/** The four widths of the design (500, 768, 1230, 1440) and the dark theme, as story globals. */
export const mobile = atWidth("mobile");
export const tablet = atWidth("tablet");
export const desktop = atWidth("desktop");
export const largeLaptop = atWidth("largeLaptop");
export const dark = { theme: "dark" };
export const darkMobile = atWidth("mobile", "dark");
