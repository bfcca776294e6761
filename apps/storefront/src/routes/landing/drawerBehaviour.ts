/** The class of the top bar's drawer, a native modal `<dialog>` (LandingTopBar.tsx). */
export const DRAWER_CLASS = 'landing-drawer';

const outside = (element: Element, { clientX, clientY }: MouseEvent) => {
  const box = element.getBoundingClientRect();
  return clientX < box.left || clientX > box.right || clientY < box.top || clientY > box.bottom;
};

let listening = false;

/**
 * What the drawer needs beyond its HTML: a link in it closes it (About's `#content` stays on this page), and in
 * browsers without invoker commands or `closedby` the menu button opens it and a press on its backdrop closes
 * it. One listener on the document serves the server's HTML and the app's rendering alike.
 */
export function listenForDrawer() {
  if (listening) return;
  listening = true;
  const hasCommands = 'command' in HTMLButtonElement.prototype;
  const hasClosedBy = 'closedBy' in HTMLDialogElement.prototype;
  // Captured: react-aria's links stop a press from reaching the document.
  document.addEventListener(
    'click',
    (event) => {
      if (!(event.target instanceof Element)) return;
      const drawer = event.target.closest<HTMLDialogElement>(`dialog.${DRAWER_CLASS}`);
      if (drawer?.open && (event.target.closest('a[href]') || (!hasClosedBy && outside(drawer, event)))) {
        drawer.close();
        return;
      }
      const opener = hasCommands ? null : event.target.closest('button[command="show-modal"]');
      const target = opener && document.getElementById(opener.getAttribute('commandfor') ?? '');
      if (target instanceof HTMLDialogElement) target.showModal();
    },
    true,
  );
}
