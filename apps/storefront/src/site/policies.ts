/** The variable parts of the policy pages. */
export const sitePolicies = {
  /** Days after delivery within which an item can be returned. */
  returnWindowDays: 30,
  /** How long a refund takes to reach the original payment method. */
  refundTime: '7-10 business days',
  /** How soon the farm answers feedback. */
  feedbackReplyTime: '2 business days',
  /** When the terms and the privacy policy last changed. */
  updated: '21 November 2026',
} as const;

/** The Terms of use and the Privacy Policy: one paragraph per entry. */
export const siteLegal = {
  terms: [
    {
      heading: 'Using this shop',
      text: 'By browsing or ordering from this shop you accept these terms. You must give true details when you create an account, and you are responsible for keeping your password safe.',
    },
    {
      heading: 'Orders and prices',
      text: 'Prices are in naira and include the farm price of each product. An order is accepted when we confirm it; if a product is no longer available we tell you and refund anything you paid for it.',
    },
    {
      heading: 'Live animals and fresh produce',
      text: 'Livestock and fresh produce vary in size and weight. We describe them as accurately as we can, and you may return anything that arrives unfit under our return policy.',
    },
    {
      heading: 'Changes to these terms',
      text: 'We may update these terms. The version on this page applies to every order placed while it is shown.',
    },
  ],
  privacy: [
    {
      heading: 'What we collect',
      text: 'Your name, e-mail address, phone number, country, delivery address and order history, which we need to run your account and deliver your orders.',
    },
    {
      heading: 'How we use it',
      text: 'Only to process and deliver your orders, to answer your messages and to keep your account secure. We do not sell your details or share them for advertising.',
    },
    {
      heading: 'Payments',
      text: 'Card payments are handled by our payment provider; we never see or store your card number.',
    },
    {
      heading: 'Your choices',
      text: 'You can change your details from your account at any time, and deleting your account removes your personal details from our shop.',
    },
  ],
} as const;
