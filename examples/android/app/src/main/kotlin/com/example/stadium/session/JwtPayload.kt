package com.example.stadium.session

import kotlin.io.encoding.Base64
import org.json.JSONObject

/** App code: reads a JWT's payload for display and timing. It does not verify the token. */
object JwtPayload {
    private val base64Url = Base64.UrlSafe.withPadding(Base64.PaddingOption.ABSENT_OPTIONAL)

    fun decode(jwtToken: String): JSONObject? {
        val parts = jwtToken.split('.')
        if (parts.size != 3) return null
        return runCatching { JSONObject(base64Url.decode(parts[1]).decodeToString()) }.getOrNull()
    }
}
