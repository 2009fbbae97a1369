package com.example.stadium.profile

import com.example.stadium.session.JwtPayload

/** App code: the profile claims of a token your backend issued. */
data class ChatIdentity(
    val userId: String,
    val displayName: String,
    val userType: String,
)

/** App code: reads claims for display. It does not verify the token. */
object ChatIdentityReader {
    fun read(jwtToken: String): ChatIdentity? {
        val claims = JwtPayload.decode(jwtToken) ?: return null
        if (!claims.has("userId")) return null
        return ChatIdentity(
            userId = claims.getString("userId"),
            displayName = claims.optString("displayName"),
            userType = claims.optString("userType", "Normal"),
        )
    }
}
