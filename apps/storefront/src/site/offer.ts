/**
 * The first-order offer as every banner words it, with the shop's discount written as a share ("20%"): the rate is
 * the API's (`GET shop/`), so the offer says what the checkout takes off.
 */
export const firstOrderOffer = (discount: string) => `Sign up and get ${discount} OFF your First Order`;
