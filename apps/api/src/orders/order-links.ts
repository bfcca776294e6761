/**
 * The addresses of an order's pages on the shop's public URL (PUBLIC_URL), as its e-mails link them: the
 * shopper's order page (the storefront's `paths.account.orderDetails`) and the staff's (the back-office under
 * /admin/).
 */
export function orderLinks(publicUrl: string) {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    shopper: (orderId: number) => `${base}/account/orders-details/${orderId}`,
    staff: (orderId: number) => `${base}/admin/orders/${orderId}`,
  };
}
