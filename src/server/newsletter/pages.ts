/**
 * The answers of the newsletter's signed links: /newsletter/confirm (GET: a page with a button; POST:
 * confirms), /newsletter/unsubscribe (GET: a page with a button; POST: RFC 8058 one-click, no login, no
 * JavaScript) and /newsletter/preferences.
 * A tampered or unknown link answers 400, an expired confirmation link 400 with its own message.
 */
import { site } from '@/config/site';
import { storyCategories } from '@/content/schemas';
import { readUpTo } from '@/server/http/readBody';
import { html, htmlPage, type Html } from './html';
import { verifyLink, type LinkPurpose } from './links';
import { digestWhen, type Frequency } from './schedule';
import { confirmSubscriber, readerLinks, savePreferences, subscriberById, unsubscribe, type NewsletterContext, type NewsletterSubscriber } from './service';

const SIGN_UP = html`<p><a href="/newsletter">Sign up again</a> to get a new link, or go to <a href="/">the front page</a>.</p>`;

function badLink(purpose: LinkPurpose, reason: 'invalid' | 'expired'): Response {
  if (reason === 'expired') {
    return htmlPage(
      'Link expired',
      html`<h1>This confirmation link has expired</h1><p>Confirmation links work for 48 hours, and this one is older. Your address was not confirmed.</p>${SIGN_UP}`,
      400,
    );
  }
  const what = purpose === 'confirm' ? 'confirmation' : purpose === 'unsubscribe' ? 'unsubscribe' : 'preferences';
  return htmlPage(
    'Link not valid',
    html`<h1>This ${what} link is not valid</h1><p>The link is incomplete or was changed. Open it again from the mail we sent, copying the whole address if your mail program split it.</p>${SIGN_UP}`,
    400,
  );
}

type Checked = { ok: true; subscriber: NewsletterSubscriber; token: string } | { ok: false; response: Response };

async function check(ctx: NewsletterContext, purpose: LinkPurpose, request: Request, now: Date): Promise<Checked> {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const verdict = verifyLink(ctx.key, purpose, token, now);
  if (!verdict.ok) {
    // An old confirmation link of an address confirmed since (with it, or a newer one): say so.
    if (verdict.reason === 'expired' && purpose === 'confirm') {
      const subscriber = await subscriberById(ctx.db, verdict.subscriberId);
      if (subscriber?.status === 'confirmed') {
        return {
          ok: false,
          response: htmlPage(
            'Already subscribed',
            html`<h1>You're already subscribed</h1><p>This link has expired, but ${subscriber.email} is confirmed: the digest arrives ${digestWhen(subscriber.frequency)}, Dallas time, when there are new stories.</p>`,
          ),
        };
      }
    }
    return { ok: false, response: badLink(purpose, verdict.reason) };
  }
  const subscriber = await subscriberById(ctx.db, verdict.subscriberId);
  if (!subscriber) return { ok: false, response: badLink(purpose, 'invalid') };
  return { ok: true, subscriber, token };
}

/** Links on these pages stay on the host the reader is on (relative), whatever SITE_ORIGIN says. */
const pageLinks = (ctx: NewsletterContext, subscriberId: number) => readerLinks({ ...ctx, origin: '' }, subscriberId);

const selfUrl = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;

/**
 * The link in the confirmation mail. GET shows a page with a button and changes nothing: mail scanners and
 * link previews open links, and one must not confirm an address that someone else typed. POST (the button)
 * confirms. Either way, an address unsubscribed since the link was sent stays unsubscribed.
 */
export async function confirmPage(ctx: NewsletterContext, request: Request, now = new Date()): Promise<Response> {
  const checked = await check(ctx, 'confirm', request, now);
  if (!checked.ok) return checked.response;
  const { token } = checked;
  const subscriber = request.method === 'POST' ? await confirmSubscriber(ctx.db, checked.subscriber.id, now) : checked.subscriber;
  if (!subscriber) return badLink('confirm', 'invalid');
  if (subscriber.status === 'unsubscribed') {
    return htmlPage(
      'Not subscribed',
      html`<h1>You're not subscribed</h1><p>${subscriber.email} was unsubscribed after this link was sent, so it was not subscribed again.</p>${SIGN_UP}`,
    );
  }
  const links = pageLinks(ctx, subscriber.id);
  const preferences = html`<p><a href="${links.preferencesUrl}">Choose your topics, and a daily or weekly digest</a></p>`;
  if (subscriber.status === 'confirmed' && request.method !== 'POST') {
    return htmlPage(
      'Already subscribed',
      html`<h1>You're already subscribed</h1><p>${subscriber.email} is confirmed: the digest arrives ${digestWhen(subscriber.frequency)}, Dallas time, when there are new stories.</p>${preferences}`,
    );
  }
  if (subscriber.status !== 'confirmed') {
    return htmlPage(
      'Confirm your subscription',
      html`<h1>Confirm your subscription</h1><p>Send the ${site.name} newsletter to ${subscriber.email}? It comes ${digestWhen(subscriber.frequency)}, Dallas time, when there are new stories.</p>
<form method="post" action="${selfUrl('/newsletter/confirm', token)}"><button type="submit">Confirm my subscription</button></form>
<p>If you did not ask for it, close this page: nothing is sent until the address is confirmed.</p>`,
    );
  }
  return htmlPage(
    'Subscription confirmed',
    html`<h1>You're subscribed</h1><p>Thank you: ${subscriber.email} is confirmed. The digest arrives ${digestWhen(subscriber.frequency)}, Dallas time, when there are new stories.</p>
${preferences}`,
  );
}

export async function unsubscribePage(ctx: NewsletterContext, request: Request, now = new Date()): Promise<Response> {
  const checked = await check(ctx, 'unsubscribe', request, now);
  if (!checked.ok) return checked.response;
  const { subscriber, token } = checked;
  if (request.method === 'POST') {
    await unsubscribe(ctx.db, subscriber.id, now);
    return htmlPage(
      'Unsubscribed',
      html`<h1>You're unsubscribed</h1><p>${subscriber.email} will get no more newsletters from us. Nothing else is needed.</p>${SIGN_UP}`,
    );
  }
  if (subscriber.status === 'unsubscribed') {
    return htmlPage('Unsubscribed', html`<h1>You're unsubscribed</h1><p>${subscriber.email} gets no newsletters from us.</p>${SIGN_UP}`);
  }
  return htmlPage(
    'Unsubscribe',
    html`<h1>Unsubscribe from the newsletter</h1><p>Stop sending newsletters to ${subscriber.email}?</p>
<form method="post" action="${selfUrl('/newsletter/unsubscribe', token)}"><button type="submit">Unsubscribe</button></form>`,
  );
}

/**
 * What the preferences page says above its form: whether the choices were saved, and, for an address
 * that gets no newsletters (unsubscribed, never confirmed, bouncing), that nothing comes until it signs up
 * again (a new signup keeps the choices). A saved reader who gets nothing is not promised a next digest.
 */
export function preferencesNotice(subscriber: Pick<NewsletterSubscriber, 'email' | 'status'>, saved: boolean): Html {
  const receiving = subscriber.status === 'confirmed';
  if (saved && receiving) return html`<p role="status"><strong>Saved.</strong> Your next digest follows these choices.</p>`;
  if (saved) {
    return html`<p role="status"><strong>Saved.</strong> ${subscriber.email} receives no newsletters now, so nothing is sent until you <a href="/newsletter">sign up again</a>; the digest then follows these choices.</p>`;
  }
  if (receiving) return html``;
  return html`<p>${subscriber.email} is not receiving newsletters now. <a href="/newsletter">Sign up again</a> to receive them.</p>`;
}

function preferencesForm(subscriber: NewsletterSubscriber, token: string, saved: boolean, unsubscribeUrl: string): Html {
  const all = subscriber.topics.length === 0;
  const topic = (name: string) => {
    const id = `topic-${name.toLowerCase().replace(/\W+/g, '-')}`;
    return html`<label for="${id}"><input type="checkbox" id="${id}" name="topics" value="${name}"${all || subscriber.topics.includes(name as never) ? html` checked` : html``}>${name}</label>`;
  };
  const often = (value: Frequency, label: string) =>
    html`<label for="frequency-${value}"><input type="radio" id="frequency-${value}" name="frequency" value="${value}"${subscriber.frequency === value ? html` checked` : html``}>${label}</label>`;
  return html`<h1>Newsletter preferences</h1>
${preferencesNotice(subscriber, saved)}
<form method="post" action="${selfUrl('/newsletter/preferences', token)}">
<fieldset><legend>Topics</legend><p>The digest brings the new stories of the topics you check (none checked: every topic).</p><div class="topics">${storyCategories.map(topic)}</div></fieldset>
<fieldset><legend>How often</legend>${often('daily', 'Every morning at 7:00')}${often('weekly', 'Once a week, Saturday at 7:00')}</fieldset>
<button type="submit">Save my choices</button></form>
<p>For ${subscriber.email}. <a href="${unsubscribeUrl}">Unsubscribe</a></p>`;
}

/** Form bodies larger than this are refused (12 topics and a frequency fit in well under 1 kB). */
const PREFERENCES_BODY_LIMIT = 8 * 1024;

/**
 * The preferences page. GET shows the form (`saved=1`: with the notice that the choices were saved);
 * POST saves them and answers with a 303 to that GET (Post/Redirect/Get), so that Back and reload never
 * post the form again (docs/decisions/0048-forms-post-redirect-get.md).
 */
export async function preferencesPage(ctx: NewsletterContext, request: Request, now = new Date()): Promise<Response> {
  const checked = await check(ctx, 'preferences', request, now);
  if (!checked.ok) return checked.response;
  const { subscriber, token } = checked;
  const { unsubscribeUrl } = pageLinks(ctx, subscriber.id);
  if (request.method !== 'POST') {
    const saved = new URL(request.url).searchParams.get('saved') === '1';
    return htmlPage('Newsletter preferences', preferencesForm(subscriber, token, saved, unsubscribeUrl));
  }
  const bytes = request.body ? await readUpTo(request.body, PREFERENCES_BODY_LIMIT) : new Uint8Array();
  if (!bytes) return htmlPage('Too much data', html`<h1>That form was too large</h1><p>Please go back and try again.</p>`, 413);
  const form = new URLSearchParams(new TextDecoder().decode(bytes));
  const frequency = form.get('frequency');
  if (frequency !== 'daily' && frequency !== 'weekly') {
    return htmlPage('Newsletter preferences', html`<h1>Please choose how often</h1><p>Choose daily or weekly and save again.</p>`, 400);
  }
  await savePreferences(ctx.db, subscriber.id, form.getAll('topics'), frequency);
  return new Response(null, { status: 303, headers: { Location: `${selfUrl('/newsletter/preferences', token)}&saved=1`, 'Cache-Control': 'no-store' } });
}
