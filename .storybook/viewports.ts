/**
 * The two widths the end-to-end journeys run at, for the shop's and the back-office's stories: put `viewportOptions` in a meta's
 * `parameters.viewport` and a story's `globals` to `onPhone` or `onDesktop`.
 */
export const viewportOptions = {
  options: {
    phone: { name: 'Phone (390px)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
    desktop: { name: 'Desktop (1280px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
  },
} as const;

export const onPhone = { viewport: { value: 'phone', isRotated: false } };
export const onDesktop = { viewport: { value: 'desktop', isRotated: false } };
