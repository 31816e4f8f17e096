/**
 * Save as PDF (employer-work §9): the document alone on A4 with 1 cm margins, through the browser's
 * print dialog. `@page` cannot be written with vanilla-extract, so the print rules are one small
 * stylesheet added while printing; `data-hb-printing` marks the one document to print.
 */
export const printCss = `@page { size: A4; margin: 1cm; }
@media print {
  body * { visibility: hidden !important; }
  [data-hb-printing], [data-hb-printing] * { visibility: visible !important; }
  [data-hb-printing] { position: absolute !important; inset: 0 auto auto 0 !important; width: 100% !important;
    margin: 0 !important; padding: 0 !important; border: 0 !important; min-height: 0 !important; }
  [data-hb-printing] .column-resize-handle, [data-hb-printing] .ProseMirror-gapcursor { display: none !important; }
}`;

/** Prints one document element: adds the print rules, marks the element, and cleans up afterwards. */
export const printDocument = (element: HTMLElement): void => {
  const sheet = element.ownerDocument.createElement("style");
  sheet.setAttribute("data-hb-print", "");
  sheet.textContent = printCss;
  element.ownerDocument.head.appendChild(sheet);
  element.setAttribute("data-hb-printing", "");
  const view = element.ownerDocument.defaultView;
  const cleanUp = () => {
    sheet.remove();
    element.removeAttribute("data-hb-printing");
    view?.removeEventListener("afterprint", cleanUp);
  };
  view?.addEventListener("afterprint", cleanUp);
  view?.print();
  // Browsers that block in print() have finished by now; the others fire afterprint.
  setTimeout(cleanUp, 0);
};
