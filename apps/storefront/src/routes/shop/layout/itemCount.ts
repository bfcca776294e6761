/** '1 item', '3 items': the cart's size as the badge's name and the cart page say it. */
export function itemCount(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}
