import Foundation

/// App code: when a token stops being accepted, read from the token your backend actually issued.
enum TokenExpiry {
    /// Sportradar's default maximum age of a token after its `iat`: 16 hours.
    static let maximumAge: TimeInterval = 16 * 60 * 60

    private struct TimeClaims: Decodable {
        let iat: TimeInterval?
        let exp: TimeInterval?
    }

    /// The token's `exp`; without one, its `iat` plus the maximum age; nil when the claims cannot be read.
    static func expiry(of jwtToken: String) -> Date? {
        guard let claims = JWTPayload.decode(TimeClaims.self, from: jwtToken) else { return nil }
        if let exp = claims.exp {
            return Date(timeIntervalSince1970: exp)
        }
        if let iat = claims.iat {
            return Date(timeIntervalSince1970: iat + maximumAge)
        }
        return nil
    }
}
