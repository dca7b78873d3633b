import { render, screen, within } from '@testing-library/react';
import { AdRow } from './AdRow';
import { AdSlot } from './AdSlot';
import { HOUSE_PROMOTIONS, housePromotionFor } from './housePromotions';

describe('AdSlot', () => {
  it('reserves its minimum height and shows the label and a placeholder of its type', () => {
    const { container } = render(<AdSlot bannerId="b1" type="buddhatv" minHeight={600} adClient="" />);
    const slot = container.querySelector<HTMLElement>('[data-ad-slot]')!;
    expect(slot.style.minHeight).toBe('600px');
    expect(slot).toHaveAttribute('data-banner-id', 'b1');
    expect(slot).toHaveAttribute('data-ad-type', 'buddhatv');
    expect(within(slot).getByText('Advertisement')).toBeVisible();
    expect(container.querySelector('.h-72')).not.toBeNull();
  });

  it('shows a house promotion and no network element without a client', () => {
    const { container } = render(<AdSlot bannerId="b1" adClient="" />);
    const promotion = housePromotionFor('b1');
    expect(container.querySelector('[data-house-promotion]')).toHaveAttribute('data-house-promotion', promotion.id);
    expect(screen.getByText(promotion.headline)).toBeVisible();
    expect(screen.getByRole('link', { name: new RegExp(`^${promotion.cta}`) })).toHaveAttribute('href', promotion.href);
    expect(container.querySelector('ins')).toBeNull();
    expect(container.querySelector('.h-40')).not.toBeNull();
  });

  it('shows the promotion it is given', () => {
    render(<AdSlot bannerId="b1" adClient="" promotion={HOUSE_PROMOTIONS.radio} />);
    expect(screen.getByRole('link', { name: 'Listen live' })).toHaveAttribute('href', '/radio');
  });

  it('hides the promotion when the network fills the slot and the network element when it leaves it unfilled', () => {
    const { container } = render(<AdSlot bannerId="b1" adClient="ca-pub-123" />);
    // The rules are CSS on the server's markup (Tailwind variants): checked here as classes.
    expect(container.querySelector('[data-house-promotion]')).toHaveClass('group-has-[[data-ad-status=filled]]:invisible');
    expect(container.querySelector('ins')).toHaveClass('data-[ad-status=unfilled]:hidden!');
  });

  it('with a client, renders a pending ins for the network, hidden from assistive technology', () => {
    const { container } = render(<AdSlot bannerId="home-top" type="google" adClient="ca-pub-123" />);
    const ins = container.querySelector('ins')!;
    expect(ins).toHaveAttribute('data-ad-client', 'ca-pub-123');
    expect(ins).toHaveAttribute('data-ad-slot', 'home-top');
    expect(ins).toHaveAttribute('data-ad-pending');
    // The class the network looks for is added only when the slot nears the viewport.
    expect(ins).not.toHaveClass('adsbygoogle');
    expect(ins.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByText('Advertisement').closest('[aria-hidden="true"]')).toBeNull();
  });

  it('shows on every device by default, and only where asked otherwise', () => {
    const { container } = render(
      <>
        <AdSlot bannerId="a" adClient="" />
        <AdSlot bannerId="b" adClient="" visibleOn="desktop" />
        <AdSlot bannerId="c" adClient="" className="hidden md:flex" />
      </>,
    );
    const [a, b, c] = Array.from(container.querySelectorAll('[data-ad-slot]'));
    expect(a).toHaveClass('flex');
    expect(b).toHaveClass('hidden', 'md:flex');
    expect(b).not.toHaveClass('flex');
    expect(c).toHaveClass('hidden', 'md:flex');
    expect(c).not.toHaveClass('flex');
  });
});

describe('AdRow', () => {
  it('puts two banners with the middle element between them, the second banner and middle for desktop only', () => {
    const { container } = render(
      <AdRow bannerIds={['left', 'right']} middle={<p>Sponsored story</p>} type="dunamis" minHeight={600} />,
    );
    const row = container.querySelector('[data-ad-row]')!;
    const [first, middle, second] = Array.from(row.children) as HTMLElement[];
    expect(first).toHaveAttribute('data-banner-id', 'left');
    expect(first).toHaveClass('flex');
    expect(first).not.toHaveClass('hidden');
    expect(middle).toHaveTextContent('Sponsored story');
    expect(middle).toHaveClass('hidden', 'md:flex');
    expect(second).toHaveAttribute('data-banner-id', 'right');
    expect(second).toHaveClass('hidden', 'md:flex');
    for (const slot of [first!, second!]) {
      expect(slot).toHaveAttribute('data-ad-type', 'dunamis');
      expect(slot.style.minHeight).toBe('600px');
    }
  });

  it('defaults to google banners of 250 px', () => {
    const { container } = render(<AdRow bannerIds={['a', 'b']} />);
    for (const slot of Array.from(container.querySelectorAll<HTMLElement>('[data-ad-slot]'))) {
      expect(slot).toHaveAttribute('data-ad-type', 'google');
      expect(slot.style.minHeight).toBe('250px');
    }
  });
});
