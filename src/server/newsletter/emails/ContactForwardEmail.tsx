import { Heading, Text } from '@react-email/components';
import { site } from '@/config/site';
import type { NewContactMessage } from '@/server/db/store';
import { colors, Layout } from './Layout';

export function ContactForwardEmail({ message }: { message: NewContactMessage }) {
  const line = { color: colors.text, fontSize: '15px', lineHeight: '22px', margin: '0 0 4px' };
  return (
    <Layout preview={`${message.firstName} ${message.lastName}: ${message.subject}`} footer={{ reason: `A reader wrote through the contact form of ${site.name}. Reply to this mail to answer them.` }}>
      <Heading as="h1" className="dl-text" style={{ color: colors.text, fontSize: '22px', margin: '16px 0' }}>
        {message.subject}
      </Heading>
      <Text className="dl-text" style={line}>
        From: {message.firstName} {message.lastName} &lt;{message.email}&gt;
      </Text>
      {message.phone ? (
        <Text className="dl-text" style={line}>
          Phone: {message.phone}
        </Text>
      ) : null}
      <Text className="dl-text" style={{ ...line, whiteSpace: 'pre-wrap', marginTop: '16px' }}>
        {message.message}
      </Text>
    </Layout>
  );
}
