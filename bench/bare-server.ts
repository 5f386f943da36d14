// The floor of the machine: a bare node:http server answering a compliment-shaped JSON body, run in
// its own process by bench/run.ts. Every ratio of the bench is measured against it.
import http from 'node:http';

const body = JSON.stringify({
  id: 1,
  text: 'You make the world a little kinder every day.',
  thankedAt: null,
  image: { id: 1, imageUrl: '/images/demo/calm-sea.svg', title: 'Calm Waters' },
});

http
  .createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(body);
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
