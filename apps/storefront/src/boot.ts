// The script of a server-rendered page (serverHtml.ts), asked for once the page has painted: the page reads without
// it, and on a slow line its code no longer shares the line with what the page shows. A page of islands (the
// landing page, marked by serverHtml.ts) hydrates only them; any other, the whole app.
const start = document.getElementById('root')?.hasAttribute('data-islands')
  ? () => import('./islands')
  : () => import('./main');
requestAnimationFrame(() => setTimeout(() => void start()));
