/** The Help Center's tutorial videos (embeddable player addresses; replace the ids with the farm's own). */
export const siteTutorials = [
  {
    title: 'How to order from our online store',
    url: 'https://www.youtube-nocookie.com/embed/kujefarms-order',
  },
  { title: 'How to pay for your order', url: 'https://www.youtube-nocookie.com/embed/kujefarms-pay' },
] as const;
