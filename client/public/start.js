// Starts a built public page's scripts once the page has been painted. The page arrives whole as HTML and CSS
// (client/scripts/prerender.mjs); its modules, listed on this tag, are requested after the browser has shown it, so
// on a slow connection they do not share the line with the stylesheets and fonts the first screen is drawn with.
(function () {
  var modules = document.currentScript.getAttribute('data-modules').split(' ');

  function start() {
    modules.forEach(function (file, index) {
      var element;
      if (index === 0) {
        element = document.createElement('script');
        element.type = 'module';
        element.src = file;
      } else {
        element = document.createElement('link');
        element.rel = 'modulepreload';
        element.href = file;
      }
      element.crossOrigin = '';
      document.head.appendChild(element);
    });
  }

  // After the browser's first frame: the page is painted and its first screen's fonts are on their way.
  requestAnimationFrame(function () {
    setTimeout(start);
  });
})();
