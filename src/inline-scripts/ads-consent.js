// Advertising consent, run right after the consent banner is parsed (only in builds with ads on):
// Google Consent Mode starts denied before any ad code can load and a stored choice is applied.
// Before the first paint, so that nothing shifts: while there is no choice the banner above is
// shown, and after a "Reject" that loads no ads the ad slots further down are removed.
(() => {
  const banner = document.currentScript?.previousElementSibling;
  if (!(banner instanceof HTMLElement)) return;
  const { adStorageKey = "", adSlotDisplay = "", adNpaOnReject } = banner.dataset;
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
    choice = localStorage.getItem(adStorageKey);
  } catch {
    // Storage can be blocked: then no choice is remembered and the banner asks.
  }
  if (choice === "granted") {
    window.gtag("consent", "update", signals("granted"));
  } else if (choice === "denied") {
    if (adNpaOnReject !== "true") document.documentElement.style.setProperty(adSlotDisplay, "none");
  } else {
    banner.hidden = false;
  }
})();
