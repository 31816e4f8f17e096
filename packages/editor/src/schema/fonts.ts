/**
 * Font sizes 1 to 7 (employer-work §9: "font size options 1 to 7 (8pt to 36pt)"): the classic HTML
 * font-size ladder. Size 3 (12pt = 16px) is the body size.
 */
export const fontSizes = [
  { size: 1, points: 8 },
  { size: 2, points: 10 },
  { size: 3, points: 12 },
  { size: 4, points: 14 },
  { size: 5, points: 18 },
  { size: 6, points: 24 },
  { size: 7, points: 36 },
] as const;
export type FontSize = (typeof fontSizes)[number]["size"];

export const fontSizeOf = (points: number): FontSize | undefined =>
  fontSizes.find((entry) => entry.points === points)?.size;

/**
 * The nine font families (the spec names none): fonts installed on Windows and macOS, each with a
 * fallback of the same kind and a generic family last, so Linux and phones show the right kind of face.
 */
export const fontFamilies = [
  { id: "arial", label: "Arial", stack: ["Arial", "Helvetica", "sans-serif"] },
  { id: "verdana", label: "Verdana", stack: ["Verdana", "Geneva", "sans-serif"] },
  { id: "tahoma", label: "Tahoma", stack: ["Tahoma", "Verdana", "sans-serif"] },
  { id: "trebuchet", label: "Trebuchet MS", stack: ["Trebuchet MS", "Helvetica", "sans-serif"] },
  { id: "georgia", label: "Georgia", stack: ["Georgia", "Times New Roman", "serif"] },
  { id: "times", label: "Times New Roman", stack: ["Times New Roman", "Times", "serif"] },
  { id: "garamond", label: "Garamond", stack: ["Garamond", "Baskerville", "serif"] },
  { id: "courier", label: "Courier New", stack: ["Courier New", "Courier", "monospace"] },
  { id: "lucida-console", label: "Lucida Console", stack: ["Lucida Console", "Monaco", "monospace"] },
] as const;
export type FontFamilyId = (typeof fontFamilies)[number]["id"];

const quoted = (name: string) => (/\s/.test(name) ? `'${name}'` : name);

/** The CSS value written into the stored HTML, e.g. `'Times New Roman', Times, serif`. */
export const fontFamilyCss = (id: FontFamilyId): string =>
  (fontFamilies.find((family) => family.id === id)?.stack ?? []).map(quoted).join(", ");

const normalise = (css: string) =>
  css
    .replace(/["']/g, "")
    .replace(/\s*,\s*/g, ",")
    .trim()
    .toLowerCase();

/** Which of the nine families a CSS `font-family` value names (by its whole stack or its first font). */
export const fontFamilyOf = (css: string): FontFamilyId | undefined => {
  const value = normalise(css);
  const first = value.split(",")[0];
  return (
    fontFamilies.find((family) => normalise(family.stack.join(",")) === value)?.id ??
    fontFamilies.find((family) => family.stack[0].toLowerCase() === first)?.id
  );
};
