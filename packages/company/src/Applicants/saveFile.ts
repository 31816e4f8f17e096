/** Hands a file made in the page to the browser's download (a temporary object URL, released after). */
export const saveFile = (fileName: string, content: string, type: string): void => {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after the click returns: release it a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};
