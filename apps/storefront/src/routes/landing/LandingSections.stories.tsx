import { sessionStore } from '@farmkit/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useShopSettings } from '../../api/shop';
import { useFirstOrderDiscount } from '../../components/useFirstOrderDiscount';
import { onShopSettings } from '../../fixtures/handlers';
import { StoryFrame } from '../../fixtures/StoryFrame';
import { sampleShopSettings } from '../../fixtures/shop';
import { onDesktop, onPhone, viewportOptions } from '../../fixtures/viewports';
import { AboutFarm } from './AboutFarm';
import { CropsSection } from './CropsSection';
import { LandingHero } from './LandingHero';
import { ServicesSection } from './ServicesSection';
import { SignupBanner } from './SignupBanner';
import { SustainabilityStatement } from './SustainabilityStatement';

/** The landing page's sections one by one, at both widths (the carousel, the products and the top bar have their own). */
const meta = {
  title: 'Pages/Landing/Sections',
  parameters: { layout: 'fullscreen', viewport: viewportOptions },
  tags: ['screenshot'],
  globals: onDesktop,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const inFrame = (section: React.ReactNode) => () => <StoryFrame>{section}</StoryFrame>;

/** The banner as the landing page hands it the discount: worded from the API's shop settings (`GET shop/`). */
function OfferBanner() {
  return <SignupBanner discount={useFirstOrderDiscount()} />;
}

/** The banner once the settings have come, in a box a story waits for: "no banner" is then not "not yet". */
function SettledOfferBanner() {
  if (!useShopSettings().isSuccess) return null;
  return (
    <div data-testid="settled">
      <OfferBanner />
    </div>
  );
}

const signedOut = () => {
  sessionStore.signOut();
  return () => sessionStore.reset();
};

/** The shop offers 20% off a first order (the stories' shop, as the API by default). */
export const SignupBannerSignedOut: Story = {
  render: inFrame(<OfferBanner />),
  beforeEach: signedOut,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: 'Sign up and get 20% OFF your First Order' }),
    ).toHaveAttribute('href', '/signup');
  },
};

/** An API configured with another rate: the banner says what the checkout will take off. */
export const SignupBannerAnotherRate: Story = {
  render: inFrame(<OfferBanner />),
  beforeEach({ msw }) {
    msw.use(onShopSettings({ ...sampleShopSettings, first_order_discount: { rate: 0.125 } }));
    return signedOut();
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: 'Sign up and get 12.5% OFF your First Order' }),
    ).toHaveAttribute('href', '/signup');
  },
};

/** The shop offers no first-order discount (FIRST_ORDER_DISCOUNT=false): no banner promises one. */
export const SignupBannerDiscountOff: Story = {
  tags: ['!screenshot'],
  render: inFrame(<SettledOfferBanner />),
  beforeEach({ msw }) {
    msw.use(onShopSettings({ ...sampleShopSettings, first_order_discount: null }));
    return signedOut();
  },
  play: async ({ canvas }) => {
    await canvas.findByTestId('settled');
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('complementary', { name: 'First-order offer' })).toBeNull();
  },
};

/** An account holder has signed up already: no banner. */
export const SignupBannerSignedIn: Story = {
  tags: ['!screenshot'],
  render: inFrame(<SettledOfferBanner />),
  beforeEach() {
    sessionStore.signIn('story-access-token');
    return () => sessionStore.reset();
  },
  play: async ({ canvas }) => {
    await canvas.findByTestId('settled');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

const hero: Story['play'] = async ({ canvas }) => {
  await expect(canvas.getByRole('heading', { level: 1, name: 'Farm to Table Freshness.' })).toBeVisible();
  await expect(canvas.getByRole('link', { name: 'Visit our Store' })).toHaveAttribute('href', '/homepage/');
};
export const Hero: Story = { render: inFrame(<LandingHero />), play: hero };
export const HeroOnPhone: Story = { render: inFrame(<LandingHero />), globals: onPhone, play: hero };

const about: Story['play'] = async ({ canvas }) => {
  await expect(canvas.getByRole('region', { name: 'Our farm in Kuje' })).toHaveAttribute('id', 'content');
  const direction = canvas.getByRole('link', { name: 'Direction (opens in a new tab)' });
  await expect(direction).toHaveAttribute(
    'href',
    expect.stringMatching(/^https:\/\/www\.google\.com\/maps\/dir\//),
  );
  await expect(direction).toHaveAttribute('target', '_blank');
  await expect(direction).toHaveAttribute('rel', expect.stringContaining('noopener'));
};
export const About: Story = { render: inFrame(<AboutFarm />), play: about };
export const AboutOnPhone: Story = { render: inFrame(<AboutFarm />), globals: onPhone, play: about };

export const Crops: Story = {
  render: inFrame(<CropsSection />),
  play: async ({ canvas }) => {
    const crops = canvas.getAllByRole('listitem').map((item) => item.textContent);
    await expect(crops).toEqual(['Maize', 'Yams', 'Beans', 'Ginger', 'Fresh vegetables']);
  },
};

const services: Story['play'] = async ({ canvas }) => {
  const titles = canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
  await expect(titles).toEqual([
    'Farm-to-fork vegetables',
    'Fresh eggs',
    'Fast delivery',
    'Prime cuts of livestock',
  ]);
};
export const Services: Story = { render: inFrame(<ServicesSection />), play: services };
export const ServicesOnPhone: Story = {
  render: inFrame(<ServicesSection />),
  globals: onPhone,
  play: services,
};

export const Sustainability: Story = {
  render: inFrame(<SustainabilityStatement />),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Farming that gives back to the land' }),
    ).toBeVisible();
  },
};
