// Ads consent, right after the banner, before the first paint (builds with ads on only): Consent
// Mode starts denied, a stored choice is applied and kept on the banner for src/ads/client.ts;
// with none the banner shows, after a Reject that loads no ads the slots below go.
(() => {
  const banner = document.currentScript?.previousElementSibling;
  if (!(banner instanceof HTMLElement)) return;
  const { adStorageKey = "", adSlotDisplay = "", adNpaOnReject } = banner.dataset;
  const dataLayer = (window.dataLayer = window.dataLayer || []);
  window.gtag = function () {
    // Google's tag reads each command as an arguments object, as its own snippet pushes it.
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
    // Blocked storage remembers nothing: the banner asks.
  }
  if (choice === "granted") {
    window.gtag("consent", "update", signals("granted"));
  } else if (choice === "denied") {
    if (adNpaOnReject !== "true") document.documentElement.style.setProperty(adSlotDisplay, "none");
  } else {
    banner.hidden = false;
    // src/ads/client.ts handles the buttons once it has run, after the first paint: a choice made
    // before then closes the banner at once and is kept on it for client.ts to apply.
    banner.addEventListener("click", (event) => {
      const button = event.target instanceof Element && event.target.closest("[data-ad-choice]");
      if (!(button instanceof HTMLElement) || banner.dataset.adHandled) return;
      banner.dataset.adEarlyChoice = button.dataset.adChoice;
      banner.hidden = true;
    });
    return;
  }
  banner.dataset.adStored = choice;
})();
