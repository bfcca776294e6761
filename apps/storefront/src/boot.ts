// The script of a server-rendered page (serverHtml.ts): the app, asked for once the page has painted. The page
// reads without it; on a slow line its code no longer shares the line with what the page shows. A page of islands
// (the landing page) loads islands.tsx instead.
requestAnimationFrame(() => setTimeout(() => void import('./main')));
