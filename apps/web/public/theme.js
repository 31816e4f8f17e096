// Sets the remembered theme choice ("system", "light" or "dark", key "haulboard.theme", see
// packages/shell/src/theme/ThemeChoice.ts) on <html data-theme> before the first paint, so the page never
// flashes the wrong theme. A classic blocking script from this origin: the CSP allows it, no inline code.
(() => {
  try {
    const choice = localStorage.getItem("haulboard.theme");
    if (choice === "light" || choice === "dark" || choice === "system") {
      document.documentElement.setAttribute("data-theme", choice);
    }
  } catch {
    // Storage unavailable: index.html's data-theme="system" stays.
  }
})();
