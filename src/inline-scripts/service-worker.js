// Registers the offline worker (?save-data: its light mode, see offline-support.ts). A new
// version loads the update notice (service-worker/update-notice.ts), told what was typed in.
(() => {
  const sw = navigator.serviceWorker;
  const { worker, notice } = document.currentScript?.dataset ?? {};
  if (!sw || !worker || !notice) return;
  const typedIn = new Set();
  addEventListener("input", (event) => typedIn.add(event.target), true);
  addEventListener("load", () =>
    sw.register(worker + (navigator.connection?.saveData ? "?save-data" : "")).then((reg) => {
      // A stubbed register() may resolve with nothing.
      if (!reg) return;
      const watch = () =>
        sw.controller &&
        import(notice).then((module) => module.watchUpdate(reg, typedIn), console.warn);
      if (reg.installing || reg.waiting) watch();
      reg.addEventListener("updatefound", watch);
    }, console.warn),
  );
})();
