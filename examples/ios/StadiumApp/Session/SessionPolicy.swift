import Foundation

/// App code: the session's numbers, in seconds. Every one of them was chosen for these samples (Android uses the same
/// values), except `tokenMaxAge`, Sportradar's default maximum age of a token after its `iat`.
enum SessionPolicy {
    /// Refresh this long before the issued token stops being accepted.
    static let refreshMargin: TimeInterval = 5 * 60
    /// The wait before the first retry after a failure; each further failure in a row doubles it.
    static let retryFirst: TimeInterval = 30
    /// The longest wait between retries, and how long `.ready` must hold before the failure count starts again.
    static let retryMax: TimeInterval = 5 * 60
    /// The longest a token request may take, connection to last byte.
    static let tokenRequestTimeout: TimeInterval = 15
    /// The longest Sportradar accepts a token after its `iat`.
    static let tokenMaxAge: TimeInterval = 16 * 60 * 60

    /// Seconds after the token arrived when the next one is due: the token's own lifetime (`exp - iat`, capped at
    /// `tokenMaxAge`) less `refreshMargin`, but never before half the lifetime. The device clock plays no part.
    static func refreshAfter(iat: TimeInterval, exp: TimeInterval?) -> TimeInterval {
        let end = min(exp ?? iat + tokenMaxAge, iat + tokenMaxAge)
        let lifetime = max(0, end - iat)
        return max(lifetime - refreshMargin, lifetime / 2)
    }

    /// The wait before retry number `failuresInARow` (1 for the first failure): 30 s, 60 s, 120 s … at most 5 min.
    static func retryDelay(failuresInARow: Int) -> TimeInterval {
        let doublings = min(max(0, failuresInARow - 1), 16)
        return min(retryFirst * TimeInterval(1 << doublings), retryMax)
    }
}
