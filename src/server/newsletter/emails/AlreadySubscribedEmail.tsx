import { Button, Heading, Link, Text } from '@react-email/components';
import { site } from '@/config/site';
import { colors, Layout } from './Layout';

/**
 * The answer to a signup of an address that already gets the newsletter: the form says "check your
 * inbox" whatever the address (it tells no one who subscribes), so the inbox gets what its owner most
 * likely wanted, the links to change or stop the newsletter.
 */
export function AlreadySubscribedEmail({ email, preferencesUrl, unsubscribeUrl }: { email: string; preferencesUrl: string; unsubscribeUrl: string }) {
  return (
    <Layout
      preview={`${email} already gets the ${site.name} newsletter`}
      footer={{ reason: `You receive this one mail because someone asked to subscribe ${email} to the ${site.name} newsletter, which it already gets.` }}
    >
      <Heading as="h1" className="dl-text" style={{ color: colors.text, fontSize: '24px', margin: '16px 0' }}>
        You are already subscribed
      </Heading>
      <Text className="dl-text" style={{ color: colors.text, fontSize: '16px', lineHeight: '24px' }}>
        {email} already gets the {site.name} newsletter: there is nothing to confirm. You can choose its topics, and
        whether it comes every day or once a week.
      </Text>
      <Button href={preferencesUrl} style={{ backgroundColor: colors.accent, color: '#ffffff', padding: '12px 20px', fontSize: '16px', fontWeight: 700, borderRadius: '4px' }}>
        Choose topics and frequency
      </Button>
      <Text className="dl-muted" style={{ color: colors.muted, fontSize: '14px', lineHeight: '22px' }}>
        To stop the newsletter: <Link href={unsubscribeUrl}>unsubscribe</Link>. If the button does not show, open this
        address: {preferencesUrl}
      </Text>
    </Layout>
  );
}
