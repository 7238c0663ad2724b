// The baseline: a bare Node http server answering every request with the given bytes.
import { createServer } from 'node:http';

const body = Buffer.from(process.env.BODY_BASE64 ?? '', 'base64');
const server = createServer((_req, res) => {
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length });
  res.end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => process.send?.({ port: server.address().port }));
