import "./print.css";

/** The attribute that marks the one document to print; print.css leaves out everything else. */
export const printingAttribute = "data-hb-printing";

/**
 * Save as PDF (employer-work §9): the document alone on A4 with 1 cm margins, through the browser's print
 * dialog. The print rules live in print.css (loaded with the editor); this marks the document while the
 * dialog is open.
 */
export const printDocument = (element: HTMLElement): void => {
  element.setAttribute(printingAttribute, "");
  const view = element.ownerDocument.defaultView;
  const cleanUp = () => {
    element.removeAttribute(printingAttribute);
    view?.removeEventListener("afterprint", cleanUp);
  };
  view?.addEventListener("afterprint", cleanUp);
  view?.print();
  // Browsers that block in print() have finished by now; the others fire afterprint.
  setTimeout(cleanUp, 0);
};
