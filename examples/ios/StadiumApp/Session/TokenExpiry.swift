import Foundation

/// App code: when a token stops being accepted, read from the token your backend actually issued.
enum TokenExpiry {
    /// Sportradar's default maximum age of a token after its `iat`: 16 hours.
    static let maximumAge: TimeInterval = 16 * 60 * 60

    private struct TimeClaims: Decodable {
        let iat: TimeInterval?
        let exp: TimeInterval?
    }

    /// The token's `exp`, capped at its `iat` plus the maximum age (an `exp` can only make a token's life
    /// shorter); without `exp`, `iat` plus the maximum age; nil when the claims cannot be read.
    static func expiry(of jwtToken: String) -> Date? {
        guard let claims = JWTPayload.decode(TimeClaims.self, from: jwtToken) else { return nil }
        let latest = claims.iat.map { $0 + maximumAge }
        switch (claims.exp, latest) {
        case let (exp?, latest?):
            return Date(timeIntervalSince1970: min(exp, latest))
        case let (exp?, nil):
            return Date(timeIntervalSince1970: exp)
        case let (nil, latest?):
            return Date(timeIntervalSince1970: latest)
        case (nil, nil):
            return nil
        }
    }
}
