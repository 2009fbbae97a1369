// The HTTP client of the token endpoint against a real local server: what it sends, what it reads, and that a
// server that never answers is given up at the read timeout.
// cspell:ignore httpserver
package stadium.test

import com.example.stadium.session.HttpTokenTransport
import com.example.stadium.session.TokenService
import com.example.stadium.session.TokenUnavailable
import com.sun.net.httpserver.HttpServer
import java.net.InetSocketAddress
import java.net.URL
import stadium.sandbox.assertEquals
import stadium.sandbox.check
import stadium.sandbox.jwt
import stadium.sandbox.realTimeTest
import kotlin.time.Duration.Companion.milliseconds

fun registerHttpTests() {
    realTimeTest("the token request sends your app's credentials, reads status, type and body, and is bounded as a whole") {
        val server = HttpServer.create(InetSocketAddress("127.0.0.1", 0), 0)
        val requests = mutableListOf<String>()
        val token = jwt("user-a", "Fan", 1_767_225_600, null)
        server.createContext("/api/vs-token") { exchange ->
            requests += "${exchange.requestMethod} ${exchange.requestHeaders.getFirst("Authorization")}"
            val signedIn = exchange.requestHeaders.getFirst("Authorization") == "Bearer app-session"
            val (status, type, body) = when {
                !signedIn -> Triple(401, "text/plain", "Unauthorized")
                exchange.requestURI.query == "html" -> Triple(200, "text/html", "<html>Sign in</html>")
                exchange.requestURI.query == "hang" -> Triple(200, "text/plain", token).also { Thread.sleep(6_000) }
                else -> Triple(200, "text/plain; charset=utf-8", "$token\n")
            }
            exchange.responseHeaders.add("Content-Type", type)
            exchange.responseHeaders.add("Cache-Control", "no-store")
            val bytes = body.toByteArray()
            exchange.sendResponseHeaders(status, bytes.size.toLong())
            exchange.responseBody.use { it.write(bytes) }
        }
        // A server that trickles the answer, a byte every 300 ms: each read gets a byte in time, the whole never ends.
        server.createContext("/api/trickle") { exchange ->
            exchange.responseHeaders.add("Content-Type", "text/plain")
            exchange.sendResponseHeaders(200, 0)
            runCatching {
                exchange.responseBody.use { body ->
                    repeat(40) {
                        body.write('a'.code)
                        body.flush()
                        Thread.sleep(300)
                    }
                }
            }
        }
        server.executor = java.util.concurrent.Executors.newCachedThreadPool()
        server.start()
        try {
            val base = "http://127.0.0.1:${server.address.port}/api/vs-token"
            val timeout = 2_000.milliseconds
            fun transport(query: String, header: String) = HttpTokenTransport(URL("$base$query"), { header }, timeout)

            val answer = transport("", "Bearer app-session").get()
            assertEquals(200, answer.status, "status")
            assertEquals(token, TokenService.check(answer, "user-a"), "the token, trimmed")
            assertEquals(401, transport("", "Bearer nobody").get().status, "status without a session")
            val html = transport("?html", "Bearer app-session").get()
            check(runCatching { TokenService.check(html, "user-a") }.exceptionOrNull() is TokenUnavailable) {
                "an HTML page was accepted as a token"
            }
            val hung = runCatching { transport("?hang", "Bearer app-session").get() }
            check(hung.exceptionOrNull() is java.net.SocketTimeoutException) { "a hung answer gave $hung" }
            assertEquals("GET Bearer app-session", requests.first(), "the request")
            val started = System.nanoTime()
            val trickled = runCatching {
                HttpTokenTransport(URL(base.replace("vs-token", "trickle")), { "Bearer app-session" }, timeout).get()
            }
            val seconds = (System.nanoTime() - started) / 1e9
            check(trickled.exceptionOrNull() is java.net.SocketTimeoutException && seconds < 5) {
                "a trickled answer gave $trickled after $seconds s; the whole request is bounded by $timeout"
            }
        } finally {
            server.stop(0)
        }
    }
}
