// The script of a server-rendered page (serverHtml.ts): the app, asked for once the page has painted. The page
// reads without it; on a slow line its few hundred KB no longer share the line with what the page shows.
requestAnimationFrame(() => setTimeout(() => void import('./main')));
