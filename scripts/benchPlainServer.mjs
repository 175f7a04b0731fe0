#!/usr/bin/env node
// The yardstick of `npm run bench`: plain node:http answering fixed bytes, with no framework,
// routing table, hooks or database, so the bench can say what share of that our server reaches.
//   node scripts/benchPlainServer.mjs <answers.json> <port>
// answers.json maps a path to { status, headers, body (base64) }: what our server sent for it.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [answersPath, portArg] = process.argv.slice(2);
const port = Number(portArg);
if (!answersPath || !Number.isInteger(port)) {
  console.error('usage: node scripts/benchPlainServer.mjs <answers.json> <port>');
  process.exit(2);
}

const answers = new Map(
  Object.entries(JSON.parse(readFileSync(answersPath, 'utf8'))).map(([path, answer]) => [
    path,
    { ...answer, body: Buffer.from(answer.body, 'base64') },
  ]),
);

const server = createServer((req, res) => {
  const answer = answers.get(req.url);
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
});
// As our server (Fastify's default), so neither side closes idle benchmark connections early.
server.keepAliveTimeout = 72_000;

server.listen(port, '127.0.0.1', () => console.log(`plain node:http on ${port}`));
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)));
