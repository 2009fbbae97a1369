package com.example.stadium.session

import kotlin.time.Duration
import kotlin.time.Duration.Companion.hours
import kotlin.time.Duration.Companion.minutes
import kotlin.time.Duration.Companion.seconds

/** App code: the session's numbers, the same on Android and iOS. */
object SessionPolicy {
    /** Fetch the next token this long before the current one stops being accepted. */
    val refreshMargin: Duration = 5.minutes // designed: confirm at onboarding

    /** The wait before the first retry after a failure; it doubles with each failure in a row. */
    val retryFirst: Duration = 30.seconds // designed: confirm at onboarding

    /** The longest wait between retries, and how long READY must hold before the failure count starts again. */
    val retryMax: Duration = 5.minutes // designed: confirm at onboarding

    /** The longest a token request may take, connection to last byte. */
    val tokenRequestTimeout: Duration = 15.seconds // designed: confirm at onboarding

    /** Sportradar's default maximum age of a token after its iat; an exp claim can only make it shorter. */
    val tokenMaxAge: Duration = 16.hours

    /**
     * How long after a token ARRIVED the next one is due: its lifetime as your backend issued it (exp - iat, at most
     * [tokenMaxAge]) less [refreshMargin], but never before half of it. Only the token's own claims count, measured
     * on the monotonic clock from its arrival: a phone whose wall clock is hours off still refreshes on time.
     */
    fun refreshAfter(token: IssuedToken): Duration {
        val latest = token.iat + tokenMaxAge.inWholeSeconds
        val lifetime = (minOf(token.exp ?: latest, latest) - token.iat).coerceAtLeast(0).seconds
        return maxOf(lifetime - refreshMargin, lifetime / 2)
    }

    /** The wait before retry [failuresInARow] (1 for the first failure): 30 s, 1 min, 2 min, 4 min, then 5 min. */
    fun retryDelay(failuresInARow: Int): Duration =
        minOf(retryFirst * (1L shl (failuresInARow - 1).coerceIn(0, 20)).toInt(), retryMax)
}
