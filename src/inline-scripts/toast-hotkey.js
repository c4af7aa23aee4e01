// F8 focuses the notification region of a tool page, even before any toast has been shown.
addEventListener("keydown", (event) => {
  if (event.key !== "F8") return;
  event.preventDefault();
  document.getElementById("toast-region")?.focus();
});
