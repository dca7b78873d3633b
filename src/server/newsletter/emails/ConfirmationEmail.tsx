import { Button, Heading, Text } from '@react-email/components';
import { site } from '@/config/site';
import { colors, Layout } from './Layout';

export function ConfirmationEmail({ confirmUrl, email }: { confirmUrl: string; email: string }) {
  return (
    <Layout
      preview={`Confirm your subscription to ${site.name}`}
      footer={{ reason: `You receive this one mail because someone signed ${email} up for the ${site.name} newsletter. If it was not you, ignore it: without a confirmation we send nothing more.` }}
    >
      <Heading as="h1" className="dl-text" style={{ color: colors.text, fontSize: '24px', margin: '16px 0' }}>
        Please confirm your subscription
      </Heading>
      <Text className="dl-text" style={{ color: colors.text, fontSize: '16px', lineHeight: '24px' }}>
        Confirm your address to receive the {site.name} newsletter: the day&apos;s local stories every morning at 7:00.
      </Text>
      <Button href={confirmUrl} style={{ backgroundColor: colors.accent, color: '#ffffff', padding: '12px 20px', fontSize: '16px', fontWeight: 700, borderRadius: '4px' }}>
        Confirm my subscription
      </Button>
      <Text className="dl-muted" style={{ color: colors.muted, fontSize: '14px', lineHeight: '22px' }}>
        The link works for 48 hours. If the button does not show, open this address: {confirmUrl}
      </Text>
    </Layout>
  );
}
