package com.example.stadium.session

import kotlin.time.Duration
import kotlin.time.Duration.Companion.hours

/** App code: when a token your backend issued stops being accepted, read from the token itself. */
object TokenExpiry {
    /** Sportradar's default maximum age of a token after its iat; an exp claim can only make it shorter. */
    val maxAge: Duration = 16.hours

    /**
     * When the token stops being accepted, in epoch milliseconds: its exp, capped at iat + [maxAge].
     * A token without iat (or one that cannot be decoded) counts from [fetchedAtMillis].
     */
    fun expiresAtMillis(jwtToken: String, fetchedAtMillis: Long): Long {
        val claims = JwtPayload.decode(jwtToken)
        val iat = claims?.optLong("iat")?.takeIf { it > 0 } ?: (fetchedAtMillis / 1000)
        val latest = iat + maxAge.inWholeSeconds
        val exp = claims?.optLong("exp")?.takeIf { it > 0 } ?: latest
        return minOf(exp, latest) * 1000
    }
}
