package com.example.stadium.session

/** App code: the claims of a token your backend issued that the session needs. It does not verify the signature. */
data class IssuedToken(val jwt: String, val userId: String, val iat: Long, val exp: Long?) {
    companion object {
        private val base64UrlPart = Regex("[A-Za-z0-9_-]+")

        /** The token's claims, or null when [jwt] is not a Virtual Stadium token (an HTML page, an empty body…). */
        fun parse(jwt: String): IssuedToken? {
            val parts = jwt.split('.')
            if (parts.size != 3 || !parts.all { base64UrlPart.matches(it) }) return null
            val claims = JwtPayload.decode(jwt) ?: return null
            val userId = claims.optString("userId").ifEmpty { return null }
            val iat = claims.optLong("iat").takeIf { it > 0 } ?: return null
            val exp = claims.optLong("exp").takeIf { it > 0 }
            return IssuedToken(jwt, userId, iat, exp)
        }
    }
}
