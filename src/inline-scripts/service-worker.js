// Registers the offline worker. When a new version arrives while the page is open, the update
// notice (src/service-worker/update-notice.ts) is loaded to offer it and to reload onto it.
(() => {
  const sw = navigator.serviceWorker;
  const { worker, notice } = document.currentScript?.dataset ?? {};
  if (!sw || !worker || !notice) return;
  addEventListener("load", () =>
    sw.register(worker).then((registration) => {
      // Some tools stub register() and resolve with nothing.
      if (!registration) return;
      const watch = () =>
        sw.controller &&
        import(notice).then((module) => module.watchUpdate(registration), console.warn);
      if (registration.installing || registration.waiting) watch();
      registration.addEventListener("updatefound", watch);
    }, console.warn),
  );
})();
