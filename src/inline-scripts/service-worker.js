// Registers the offline worker. A new version loads the update notice
// (src/service-worker/update-notice.ts), told which fields were typed in.
(() => {
  const sw = navigator.serviceWorker;
  const { worker, notice } = document.currentScript?.dataset ?? {};
  if (!sw || !worker || !notice) return;
  const typedIn = new Set();
  addEventListener("input", (event) => typedIn.add(event.target), true);
  addEventListener("load", () =>
    sw.register(worker).then((registration) => {
      // Some tools stub register() and resolve with nothing.
      if (!registration) return;
      const watch = () =>
        sw.controller &&
        import(notice).then((module) => module.watchUpdate(registration, typedIn), console.warn);
      if (registration.installing || registration.waiting) watch();
      registration.addEventListener("updatefound", watch);
    }, console.warn),
  );
})();
