/**
 * The floor of the hot-path bench (hot-path.ts): a bare `node:http` server answering recorded responses — the same
 * status, header lines and body bytes the real server sent — with nothing else to do. Plain JavaScript so nothing
 * but `node` runs. Usage: `node floor-server.mjs <responses.json>`, the file holding
 * `{ port, responses: { "<path>": { status, headers: [name, value, …], body: "<base64>" } } }`; a request with an
 * `accept-encoding` header containing `br` gets the `<path> br` entry when there is one.
 */
import fs from 'node:fs';
import http from 'node:http';

const { port, responses } = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const recorded = new Map(
  Object.entries(responses).map(([key, { status, headers, body }]) => [
    key,
    { status, headers, body: Buffer.from(body, 'base64') },
  ]),
);

http
  .createServer((req, res) => {
    const path = req.url.split('?')[0];
    const brotli = req.headers['accept-encoding']?.includes('br');
    const answer = (brotli && recorded.get(`${path} br`)) || recorded.get(path);
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  })
  .listen(port, '127.0.0.1', () => console.log(`floor listening on ${port}`));
