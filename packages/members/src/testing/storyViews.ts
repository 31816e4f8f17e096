/** No page-level sideways scroll at the story's width. */
export const noSidewaysScroll = (element: HTMLElement): boolean => {
  const root = element.ownerDocument.documentElement;
  return root.scrollWidth <= root.clientWidth;
};

/** The four widths of the design (500, 768, 1230, 1440) and the dark theme, as story globals. */
export const mobile = { viewport: { value: "mobile" } };
export const tablet = { viewport: { value: "tablet" } };
export const desktop = { viewport: { value: "desktop" } };
export const largeLaptop = { viewport: { value: "largeLaptop" } };
export const dark = { theme: "dark" };
export const darkMobile = { theme: "dark", viewport: { value: "mobile" } };
