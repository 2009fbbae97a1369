package com.example.stadium.session

import java.io.IOException
import java.net.HttpURLConnection
import java.net.SocketTimeoutException
import java.util.concurrent.atomic.AtomicBoolean
import java.net.URL
import kotlin.time.Duration
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.delay
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext
import kotlinx.coroutines.withTimeoutOrNull

/** What your token endpoint answered. */
data class TokenAnswer(val status: Int, val contentType: String?, val body: String)

/** How the answer is fetched: HTTP in the app, a stand-in in tests. */
fun interface TokenTransport {
    suspend fun get(): TokenAnswer
}

/** Your backend answered 401: nobody is signed in there any more. The session ends. */
class SignedOutByBackend : Exception("Your backend answered 401: the user is signed out")

/** No usable token this time (network, timeout, an error status, a body that is not a token). The session retries. */
class TokenUnavailable(message: String) : Exception(message)

/**
 * App code: asks your own backend for a Virtual Stadium JWT for the user signed in to your app, and checks the
 * answer as the iOS sample does: 401 means signed out; any other status but 200, a type other than text/plain, a body
 * that is not a token, or a token for another user is a failure to retry, never a token.
 */
class TokenService(
    private val transport: TokenTransport,
    private val timeout: Duration = SessionPolicy.tokenRequestTimeout,
) {
    constructor(endpoint: URL = URL("https://<YOUR_BACKEND>/api/vs-token"), authorizationHeader: () -> String) :
        this(HttpTokenTransport(endpoint, authorizationHeader, SessionPolicy.tokenRequestTimeout))

    /** The bare token for [userId]. Throws [SignedOutByBackend] or [TokenUnavailable]. */
    suspend fun fetchToken(userId: String): String {
        val answer = withTimeoutOrNull(timeout) { transport.get() }
            ?: throw TokenUnavailable("Your token endpoint did not answer within $timeout")
        return check(answer, userId)
    }

    companion object {
        fun check(answer: TokenAnswer, userId: String): String {
            when (answer.status) {
                200 -> Unit
                401 -> throw SignedOutByBackend()
                else -> throw TokenUnavailable("Your token endpoint answered HTTP ${answer.status}")
            }
            val mediaType = answer.contentType?.substringBefore(';')?.trim()?.lowercase()
            if (mediaType != "text/plain") throw TokenUnavailable("Your token endpoint answered $mediaType, not text/plain")
            val token = IssuedToken.parse(answer.body.trim())
                ?: throw TokenUnavailable("Your token endpoint answered something that is not a token")
            if (token.userId != userId) throw TokenUnavailable("Your token endpoint answered a token for another user")
            return token.jwt
        }
    }
}

/** GET over HttpURLConnection, bounded as a whole by [timeout]: from connection to last byte. */
class HttpTokenTransport(
    private val endpoint: URL,
    private val authorizationHeader: () -> String,
    private val timeout: Duration,
) : TokenTransport {
    override suspend fun get(): TokenAnswer = withContext(Dispatchers.IO) {
        val connection = endpoint.openConnection() as HttpURLConnection
        // The timeouts below bound each connect and each read, not the whole answer: a server that trickles bytes
        // would never end. Closing the connection at the deadline ends the blocked read; it ignores cancellation.
        val timedOut = AtomicBoolean(false)
        val deadline = launch {
            delay(timeout)
            timedOut.set(true)
            connection.disconnect()
        }
        try {
            connection.connectTimeout = timeout.inWholeMilliseconds.toInt()
            connection.readTimeout = timeout.inWholeMilliseconds.toInt()
            connection.useCaches = false
            connection.requestMethod = "GET"
            connection.setRequestProperty("Authorization", authorizationHeader())
            connection.setRequestProperty("Accept", "text/plain")
            val status = connection.responseCode
            val stream = if (status in 200..299) connection.inputStream else connection.errorStream
            val body = stream?.bufferedReader()?.use { it.readText() }.orEmpty()
            TokenAnswer(status, connection.contentType, body)
        } catch (e: IOException) {
            // Closed at the deadline: say so, rather than "socket closed".
            if (timedOut.get()) throw SocketTimeoutException("No answer within $timeout")
            throw e
        } finally {
            deadline.cancel()
            connection.disconnect()
        }
    }
}
