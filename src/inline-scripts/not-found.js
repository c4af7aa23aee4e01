// Hosts that serve only the root 404.html answer a missing /blog/{slug} with it too: there the
// page swaps its generic text for the blog's "Article Not Found", kept in a <template>.
(() => {
  if (!location.pathname.startsWith("/blog/")) return;
  const article = document.getElementById("article-not-found");
  const generic = document.getElementById("page-not-found");
  if (!(article instanceof HTMLTemplateElement) || !generic) return;
  generic.replaceWith(article.content.cloneNode(true));
  document.title = article.dataset.title ?? document.title;
})();
