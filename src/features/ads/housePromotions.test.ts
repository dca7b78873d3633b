// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contactPromotions } from '@/features/contact/contactPage';
import { homePromotions } from '@/features/home/homeAds';
import {
  FOOTER_PROMOTION,
  HOUSE_PROMOTION_IDS,
  HOUSE_PROMOTIONS,
  assignHousePromotions,
  housePromotionFor,
} from './housePromotions';

const ids = (assigned: Record<string, { id: string }>) => Object.values(assigned).map((p) => p.id);

describe('house promotions', () => {
  it('each offer leads to a page of the site, or (the donation appeal) to another site', () => {
    for (const id of HOUSE_PROMOTION_IDS) {
      const promotion = HOUSE_PROMOTIONS[id];
      expect(promotion.id).toBe(id);
      if (promotion.external) expect(promotion.href).toMatch(/^https:\/\//);
      else expect(promotion.href).toMatch(/^\/(contact|radio|events|books|community|about|newsletter)(#[a-z-]+)?$/);
    }
    expect(HOUSE_PROMOTIONS.donate.external).toBe(true);
    expect(HOUSE_PROMOTIONS.newsletter.href).toBe('/newsletter');
    expect(HOUSE_PROMOTIONS.advertise).toMatchObject({ cta: 'Advertise with us', href: '/contact' });
    expect(new Set(HOUSE_PROMOTION_IDS.map((id) => HOUSE_PROMOTIONS[id].cta)).size).toBe(HOUSE_PROMOTION_IDS.length);
  });

  it('gives the slots of a page distinct offers, never the footer’s nor an excluded one', () => {
    const slots = ['a-1', 'a-2', 'a-3', 'a-4', 'a-5', 'a-6'];
    const assigned = assignHousePromotions(slots, ['radio', 'events']);
    expect(Object.keys(assigned)).toEqual(slots);
    expect(new Set(ids(assigned)).size).toBe(slots.length);
    for (const id of ids(assigned)) expect([FOOTER_PROMOTION, 'radio', 'events']).not.toContain(id);
  });

  it('is deterministic, and different pages start at different offers (rotation)', () => {
    expect(assignHousePromotions(['x', 'y'])).toEqual(assignHousePromotions(['x', 'y']));
    const singles = ['news-main-1', 'events-sidebar', 'community-main-1', 'article-news-1', 'article-news-2', 'article-news-3'];
    expect(new Set(singles.map((slot) => housePromotionFor(slot).id)).size).toBeGreaterThan(2);
  });

  it('refuses a page with more slots than offers, or the same slot twice', () => {
    const tooMany = Array.from({ length: HOUSE_PROMOTION_IDS.length }, (_, i) => `slot-${i}`);
    expect(() => assignHousePromotions(tooMany)).toThrow(/only \d+ house promotions/);
    expect(() => assignHousePromotions(['a', 'a'])).toThrow(/unique/);
  });

  it('Home and Contact repeat no offer, counting the ones between their banners and the footer', () => {
    const home = [...ids(homePromotions), 'events', 'radio', 'newsletter', FOOTER_PROMOTION];
    expect(new Set(home).size).toBe(home.length);
    expect(Object.keys(homePromotions)).toHaveLength(6);
    const contact = [...ids(contactPromotions), 'advertise', 'tips', 'newsletter', FOOTER_PROMOTION];
    expect(new Set(contact).size).toBe(contact.length);
    expect(Object.keys(contactPromotions)).toHaveLength(5);
  });
});
