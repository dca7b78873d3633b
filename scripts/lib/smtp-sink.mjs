// A loopback SMTP server that accepts and discards every message (for `npm run bench:newsletter`), in a
// process of its own so that receiving does not share the sender's CPU time. Prints its port, then
// the number of messages received when it gets SIGTERM.
import { SMTPServer } from 'smtp-server';

let received = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  maxClients: 50,
  onData(stream, _session, callback) {
    stream.on('end', () => {
      received++;
      callback();
    });
    stream.resume();
  },
});
server.listen(Number(process.env.PORT) || 0, '127.0.0.1', () => console.log(JSON.stringify({ port: server.server.address().port })));
process.on('message', (message) => {
  if (message === 'count') process.send?.({ received });
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
