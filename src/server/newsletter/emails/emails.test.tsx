// @vitest-environment node
import { render, toPlainText } from '@react-email/render';
import { describe, expect, it } from 'vitest';
import { brandColors } from '@/config/site';
import { AlreadySubscribedEmail } from './AlreadySubscribedEmail';
import { DigestEmail } from './DigestEmail';
import { colors, darkColors } from './Layout';

/** WCAG 2 contrast ratio of two `#rrggbb` colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const groups = [
  {
    topic: 'Politics' as const,
    stories: [
      {
        title: 'Council passes the budget',
        summary: 'The vote was 9 to 6.',
        category: 'Politics' as const,
        href: 'https://dallaslocal.news/news/budget',
        imageUrl: 'https://dallaslocal.news/media/budget.png',
        imageAlt: 'Council members voting',
        publishedAt: '2026-11-23T10:00:00Z',
      },
    ],
  },
];

describe('digest template', () => {
  it('has HTML and text parts, dark mode rules, alt text, brand colors and the CAN-SPAM footer', async () => {
    const html = await render(
      <DigestEmail groups={groups} frequency="daily" dateLabel="Monday, November 23" unsubscribeUrl="https://u.example/x" preferencesUrl="https://p.example/y" siteUrl="https://dallaslocal.news" />,
    );
    expect(html).toContain('prefers-color-scheme: dark');
    expect(html).toContain('name="color-scheme" content="light dark"');
    expect(html).toContain('alt="Council members voting"');
    expect(html.toLowerCase()).toContain(brandColors.brand);
    expect(html).toContain('href="https://u.example/x"');
    // With images blocked the masthead and every headline are still text.
    const text = toPlainText(html);
    expect(text).toContain('Dallas Local');
    expect(text).toContain('COUNCIL PASSES THE BUDGET');
    expect(text).toContain('1914 Commerce Street, Suite 300, Dallas, TX 75201');
    expect(text).toContain('You receive this daily digest because you subscribed');
    expect(text).toContain('https://u.example/x');
  });
});

describe('dark mode', () => {
  it('gives the topic headings a colour of their own, readable on the dark card', async () => {
    const html = await render(
      <DigestEmail groups={groups} frequency="daily" dateLabel="Monday, November 23" unsubscribeUrl="https://u.example/x" preferencesUrl="https://p.example/y" siteUrl="https://dallaslocal.news" />,
    );
    // The heading keeps the red in light mode and carries the class the dark rules recolour.
    expect(html).toMatch(new RegExp(`<h2[^>]*class="dl-accent"[^>]*color:${colors.accent}[^>]*>Politics</h2>`, 'i'));
    expect(html).toContain(`.dl-accent { color: ${darkColors.accent} !important; }`);
    expect(contrast(colors.accent, darkColors.card)).toBeLessThan(4.5); // why the dark rule is needed
    for (const key of ['text', 'muted', 'link', 'accent'] as const) {
      expect(contrast(darkColors[key], darkColors.card), key).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('already-subscribed template', () => {
  it('gives the preferences and unsubscribe links, in the HTML and the text part, and escapes the address', async () => {
    const html = await render(
      <AlreadySubscribedEmail email="<b>reader</b>@example.com" preferencesUrl="https://p.example/y?token=a&b" unsubscribeUrl="https://u.example/x" />,
    );
    expect(html).toContain('href="https://p.example/y?token=a&amp;b"');
    expect(html).toContain('href="https://u.example/x"');
    expect(html).not.toContain('<b>reader</b>');
    const text = toPlainText(html);
    expect(text).toMatch(/you are already subscribed/i);
    expect(text).toContain('https://u.example/x');
    expect(text).toContain('1914 Commerce Street, Suite 300, Dallas, TX 75201');
  });
});
