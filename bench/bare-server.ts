// The machine's limit: a bare node:http server answering exactly the bytes the app answered.
import { createServer } from 'node:http'

const { body, headers } = JSON.parse(process.argv[2] ?? '{}') as {
  body: string
  headers: Record<string, string>
}
const payload = Buffer.from(body)
const server = createServer((_request, response) => {
  response.writeHead(200, { ...headers, 'content-length': payload.length })
  response.end(payload)
})
server.listen(0, '127.0.0.1', () => {
  const address = server.address()
  process.stdout.write(
    `${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`,
  )
})
process.on('SIGTERM', () => server.close(() => process.exit(0)))
