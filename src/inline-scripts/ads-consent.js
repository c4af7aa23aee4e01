// Advertising consent, run right after the consent banner is parsed (only in builds with ads on):
// Google Consent Mode starts denied before any ad code can load, a stored choice is applied, and
// while there is none the banner above is shown, before the first paint so that nothing shifts.
(() => {
  const banner = document.currentScript?.previousElementSibling;
  const dataLayer = (window.dataLayer = window.dataLayer || []);
  window.gtag = function () {
    // Google's tag reads each command as an arguments object, as in its own snippet.
    dataLayer.push(arguments);
  };
  const signals = (value) => ({
    ad_storage: value,
    ad_user_data: value,
    ad_personalization: value,
  });
  window.gtag("consent", "default", { ...signals("denied"), analytics_storage: "denied" });
  let choice = null;
  try {
    choice = localStorage.getItem(banner?.dataset.adStorageKey ?? "");
  } catch {
    // Storage can be blocked: then no choice is remembered and the banner asks.
  }
  if (choice === "granted") window.gtag("consent", "update", signals("granted"));
  else if (choice !== "denied" && banner instanceof HTMLElement) banner.hidden = false;
})();
