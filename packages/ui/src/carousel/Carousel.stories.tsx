import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { images } from '../fixtures/images';
import { StateMatrix as Matrix, State } from '../stories/StateMatrix';
import { HOVERED, KEYBOARD_FOCUS, showInteractionStates } from '../stories/showInteractionStates';
import { Carousel } from './Carousel';

const pictures = [
  { src: images.eggs, name: 'Eggs' },
  { src: images.goat, name: 'Goats' },
  { src: images.maize, name: 'Maize' },
];

/**
 * `count` picture cards, numbered so a story can tell which one shows; `roomForDots` leaves room under the
 * caption for dots placed over the slides.
 */
const slides = (count: number, { roomForDots = false } = {}) =>
  Array.from({ length: count }, (_, index) => {
    const picture = pictures[index % pictures.length] ?? pictures[0];
    const name = `${index + 1}. ${picture?.name}`;
    return (
      <figure key={name} style={card}>
        <img src={picture?.src} alt="" width={320} height={240} style={cardImage} />
        <figcaption style={roomForDots ? { ...cardCaption, paddingBottom: '2.5rem' } : cardCaption}>
          {name}
        </figcaption>
      </figure>
    );
  });

const card: CSSProperties = {
  display: 'grid',
  margin: 0,
  overflow: 'hidden',
  border: '1px solid var(--fk-color-border)',
  borderRadius: 'var(--fk-radius)',
  background: 'var(--fk-color-surface)',
};
const cardImage: CSSProperties = {
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
};
const cardCaption: CSSProperties = { padding: 'var(--fk-space-3)', fontWeight: 700, textAlign: 'center' };

/** The consumer's sizing: custom properties, which the carousel inherits. */
const perView = (count: number, gap = '1rem') =>
  ({ '--fk-carousel-slides-per-view': count, '--fk-carousel-gap': gap }) as CSSProperties;

const meta = {
  title: 'Components/Carousel',
  component: Carousel,
  tags: ['autodocs'],
  args: { 'aria-label': 'Our produce', children: slides(5), showArrows: true, showDots: true },
  render: (args) => (
    <div style={{ maxWidth: '32rem' }}>
      <Carousel {...args} />
    </div>
  ),
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The slide with this caption fills the track's start: the carousel has scrolled to it. */
async function expectAtStart(canvasElement: HTMLElement, caption: string) {
  const slide = within(canvasElement)
    .getByText(caption)
    .closest<HTMLElement>('[aria-roledescription="slide"]');
  const track = slide?.parentElement;
  await waitFor(
    () => {
      const left = slide?.getBoundingClientRect().left ?? Number.NaN;
      expect(Math.abs(left - (track?.getBoundingClientRect().left ?? Number.NaN))).toBeLessThan(1);
      // A smooth scroll past many slides takes longer than waitFor's default second.
    },
    { timeout: 3000 },
  );
}

export const ArrowsAndDots: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const carousel = canvas.getByRole('region', { name: 'Our produce' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const groups = canvas.getAllByRole('group');
    await expect(groups).toHaveLength(5);
    await expect(groups[0]).toHaveAttribute('aria-roledescription', 'slide');
    await expect(canvas.getByRole('group', { name: '1 of 5' })).toHaveTextContent('1. Eggs');
    // Still, so a screen reader hears each slide the reader moves to.
    await expect(canvas.getByRole('group', { name: '1 of 5' }).parentElement).toHaveAttribute(
      'aria-live',
      'polite',
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expectAtStart(canvasElement, '2. Goats');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await expectAtStart(canvasElement, '1. Eggs');
    // Back from the first slide is the last.
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await expectAtStart(canvasElement, '5. Goats');
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 3' }));
    await expectAtStart(canvasElement, '3. Maize');
  },
};

/** Past the last slide, "Next" starts again from the first. */
export const NextWrapsRound: Story = {
  args: { children: slides(2) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const next = canvas.getByRole('button', { name: 'Next slide' });
    await userEvent.click(next);
    await expectAtStart(canvasElement, '2. Goats');
    await userEvent.click(next);
    await expectAtStart(canvasElement, '1. Eggs');
  },
};

/** The arrows are React Aria buttons: Space and Enter press them, and Space does not scroll the page. */
export const KeyboardUse: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expectAtStart(canvasElement, '2. Goats');
    await userEvent.keyboard('{Enter}');
    await expectAtStart(canvasElement, '3. Maize');
    await expect(window.scrollY).toBe(0);
  },
};

/** Three per view from the consumer's custom properties; "Next" still moves one slide at a time. */
export const SeveralPerView: Story = {
  args: { children: slides(6), showDots: false },
  render: (args) => (
    <div style={{ ...perView(3), maxWidth: '48rem' }}>
      <Carousel {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const widths = canvas.getAllByRole('group').map((slide) => slide.getBoundingClientRect().width);
    const track = canvas.getByRole('group', { name: '1 of 6' }).parentElement as HTMLElement;
    // Three slides and two 1rem gaps fill the track.
    await expect(Math.abs((widths[0] ?? 0) * 3 + 32 - track.clientWidth)).toBeLessThan(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expectAtStart(canvasElement, '2. Goats');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await expectAtStart(canvasElement, '1. Eggs');
    // Back from the first, the track stops at its end: slides 4 to 6.
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await expectAtStart(canvasElement, '4. Eggs');
    // With the last slide in view, "Next" goes back to the first.
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expectAtStart(canvasElement, '1. Eggs');
  },
};

/** Without arrows: the track takes the focus, so the arrow keys scroll it; a finger swipes it. */
export const NoControls: Story = {
  args: { showArrows: false, showDots: false, children: slides(6) },
  render: (args) => (
    <div style={{ ...perView(2), maxWidth: '32rem' }}>
      <Carousel {...args} />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    const track = canvas.getByRole('group', { name: '1 of 6' }).parentElement as HTMLElement;
    await userEvent.tab();
    await expect(track).toHaveFocus();
    await expect(track.scrollWidth).toBeGreaterThan(track.clientWidth);
  },
};

/** A single slide needs no controls. */
export const OneSlide: Story = {
  args: { children: slides(1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: '1 of 1' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Many slides: a dot each, wrapping onto a second row where they need it. */
export const ManySlides: Story = {
  args: { children: slides(12), showArrows: false },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(12);
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 12' }));
    await expectAtStart(canvasElement, '12. Maize');
  },
};

/**
 * Moving on its own: the live region is off while it moves, and it waits while the pointer rests on it. Not
 * screenshot: what it shows depends on the time it took.
 */
export const Autoplay: Story = {
  args: { autoplayInterval: 600 },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const track = canvas.getByRole('group', { name: '1 of 5' }).parentElement as HTMLElement;
    await expect(track).toHaveAttribute('aria-live', 'off');
    await expectAtStart(canvasElement, '2. Goats');
    await userEvent.hover(track);
    await expect(track).toHaveAttribute('aria-live', 'polite');
    await userEvent.unhover(track);
    await expect(track).toHaveAttribute('aria-live', 'off');
  },
};

/** Paused by the consumer's Pause button (WCAG 2.2.2): it holds still and is read out as it changes. */
export const AutoplayPaused: Story = {
  args: { autoplayInterval: 300, isAutoplayPaused: true },
  play: async ({ canvas, canvasElement }) => {
    const track = canvas.getByRole('group', { name: '1 of 5' }).parentElement as HTMLElement;
    await expect(track).toHaveAttribute('aria-live', 'polite');
    await new Promise((resolve) => setTimeout(resolve, 900));
    await expectAtStart(canvasElement, '1. Eggs');
  },
};

/** On a phone: one slide per view, swiped, with the arrows and dots over it. */
export const OnPhone: Story = {
  tags: ['screenshot'],
  globals: { viewport: { value: 'mobile2' } },
  render: (args) => <Carousel {...args} />,
  play: async ({ canvas }) => {
    const slide = canvas.getByRole('group', { name: '1 of 5' }).getBoundingClientRect();
    await expect(slide.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByRole('button', { name: 'Next slide' })).toBeVisible();
  },
};

export const StateMatrix: Story = {
  tags: ['screenshot'],
  render: () => (
    <Matrix cellWidth="22rem">
      <State name="Arrows and dots">
        <Carousel aria-label="Arrows and dots" showArrows showDots>
          {slides(5)}
        </Carousel>
      </State>
      <State name="Two slides">
        <Carousel aria-label="Two slides" showArrows showDots>
          {slides(2)}
        </Carousel>
      </State>
      <State name="Twelve slides, dots only">
        <Carousel aria-label="Twelve slides" showDots>
          {slides(12)}
        </Carousel>
      </State>
      <State name={HOVERED}>
        <Carousel aria-label="Hovered" showArrows showDots>
          {slides(3)}
        </Carousel>
      </State>
      <State name={KEYBOARD_FOCUS}>
        <Carousel aria-label="Keyboard focus" showArrows showDots>
          {slides(3)}
        </Carousel>
      </State>
      <State name="Dots over the slides">
        <Carousel aria-label="Dots over the slides" showArrows showDots dotsPlacement="over">
          {slides(4, { roomForDots: true })}
        </Carousel>
      </State>
      <State name="One slide">
        <Carousel aria-label="One slide" showArrows showDots>
          {slides(1)}
        </Carousel>
      </State>
      <State name="Three per view, no controls (desktop width)" wide>
        <div style={perView(3, '2rem')}>
          <Carousel aria-label="Three per view">{slides(6)}</Carousel>
        </div>
      </State>
    </Matrix>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByRole('region')).toHaveLength(8);
    await showInteractionStates({ canvas, userEvent }, 'button');
  },
};
