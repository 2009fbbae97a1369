import Foundation

/// App code: a token your backend issued, with the claims the session needs. It does not verify the signature:
/// your backend signed the token and Virtual Stadium checks it.
struct IssuedToken: Equatable {
    let jwt: String
    /// The `userId` claim, or nil when the token has none.
    let userId: String?
    /// The `iat` and `exp` claims, in seconds since 1970. Only their difference is used, never the device clock.
    let iat: TimeInterval
    let exp: TimeInterval?

    private struct Claims: Decodable {
        let userId: String?
        let iat: TimeInterval
        let exp: TimeInterval?
    }

    /// Reads a JWT: three dot-separated base64url parts whose payload is JSON with a numeric `iat`; nil otherwise.
    init?(jwt: String) {
        guard let claims = JWTPayload.decode(Claims.self, from: jwt) else { return nil }
        self.jwt = jwt
        userId = claims.userId
        iat = claims.iat
        exp = claims.exp
    }

    /// Seconds after this token arrived when the next one is due (see `SessionPolicy.refreshAfter`).
    var refreshAfter: TimeInterval {
        SessionPolicy.refreshAfter(iat: iat, exp: exp)
    }
}
