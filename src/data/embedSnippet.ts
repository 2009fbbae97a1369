/**
 * The smallest working embed: the loader, one adapter, one widget.
 * `<CLIENT_ID>`, `<CHANNEL_ID>` and the token are supplied at onboarding or by your backend.
 */
export const loaderSnippet = `<script>
  // Defines the SIR queue at once; calls made before the loader arrives are replayed in order.
  (function (win, doc, globalName, src, options) {
    if (win[globalName]) return;
    var queue = function () {
      (queue.q = queue.q || []).push(arguments);
    };
    queue.l = Date.now();
    queue.o = options;
    win[globalName] = queue;
    var script = doc.createElement('script');
    script.async = true;
    script.src = src;
    script.setAttribute('n', globalName);
    doc.head.appendChild(script);
  })(window, document, 'SIR', 'https://widgets.sir.sportradar.com/<CLIENT_ID>/widgetloader', { language: 'en' });
</script>`;

export const minimalEmbedSnippet = `<div id="sr-vs-widget"></div>
${loaderSnippet}
<script>
  // 1. Exactly one adapter per page, registered before any widget.
  SIR('registerAdapter', function onRequest(requestName, args, callback) {
    // Answer the requests of the modules you enable; see the adapter guide.
  });

  // 2. The widget itself, with a token signed by your backend.
  SIR('addWidget', '#sr-vs-widget', 'virtualStadium', {
    jwt: '<JWT_FROM_YOUR_BACKEND>',
    channelId: '<CHANNEL_ID>',
  });
</script>`;
