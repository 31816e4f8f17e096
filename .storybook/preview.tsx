import { breakpoints, preloadDataGrid, preloadModal } from "@haulboard/ui";
import type { StoryWidth } from "@haulboard/ui/storybook";
import type { Decorator, Preview } from "@storybook/react-vite";
import { configure } from "storybook/test";
import { applyTheme, chromaticModes, storyTheme } from "./matrix.ts";

// findBy* and waitFor wait up to 5 s (not 1 s): on two busy cores, with the journeys running beside the
// stories, a render can take longer than a second; a behaviour that never happens still fails.
configure({ asyncUtilTimeout: 5000 });

const viewport = (name: string, width: number) => ({
  name,
  styles: { width: `${width}px`, height: "900px" },
  type: width < breakpoints.tablet ? ("mobile" as const) : ("desktop" as const),
});

// The theme global (toolbar, Chromatic modes, a story's own `globals`) applied before the story renders.
const withTheme: Decorator = (Story, { globals }) => {
  applyTheme(storyTheme(globals.theme));
  return <Story />;
};

const preview: Preview = {
  globalTypes: {
    theme: {
      description: "Theme (the matrix: light and dark)",
      toolbar: {
        title: "Theme",
        icon: "mirror",
        items: [
          { value: "light", title: "Light" },
          { value: "dark", title: "Dark" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: "light" },
  parameters: {
    layout: "padded",
    controls: { expanded: true },
    // Every axe violation fails the story test.
    a11y: { test: "error" },
    // The spec's breakpoints (§9).
    viewport: {
      options: {
        mobile: viewport("Mobile 500", breakpoints.mobile),
        tablet: viewport("Tablet 768", breakpoints.tablet),
        desktop: viewport("Desktop 1230", breakpoints.desktop),
        largeLaptop: viewport("Large laptop 1440", breakpoints.largeLaptop),
        // The names stories pass through atWidth (@haulboard/ui/storybook).
      } satisfies Record<StoryWidth, ReturnType<typeof viewport>>,
    },
    options: { storySort: { order: ["Introduction", "Foundations", "UI", "*"] } },
    // The width × theme matrix for users of the Chromatic service (never called from here or CI).
    chromatic: { modes: chromaticModes },
  },
  decorators: [withTheme],
  tags: ["autodocs"],
  // axe reads the layout, and the editor's blocks use content-visibility: auto (off-screen blocks skip
  // layout in long documents). Chromium once reported such a skipped table wrapper as a scrollable region
  // without keyboard access (news post editor, Large Laptop, in a full run). Stories lay every block out
  // before axe runs, as the layout sweep journey does (tests/e2e/layout-sweep.spec.ts).
  beforeEach: () => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync("* { content-visibility: visible !important; }");
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
    };
  },
  // The DataGrid's table and the modal load on demand in the app; stories have them ready before they render.
  loaders: [async () => void (await Promise.all([preloadDataGrid(), preloadModal()]))],
};

export default preview;
