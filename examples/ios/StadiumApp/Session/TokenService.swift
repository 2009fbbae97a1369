import Foundation

/// App code: asks your own backend for a Virtual Stadium JWT for the user signed in to your app.
///
/// The contract, the same on every page: `GET https://<YOUR_BACKEND>/api/vs-token` with your app's own
/// credentials; the backend answers 200 with the bare token as text/plain (Cache-Control: no-store),
/// or 401 when nobody is signed in. The answer is checked in the same order as on Android.
struct TokenService {
    enum Failure: LocalizedError {
        /// Your backend answered 401, or your app has no credentials: nobody is signed in. The session ends.
        case signedOutByBackend
        /// Every other failure is transient: the session keeps its state and tries again after the retry delay.
        case unexpectedStatus(Int)
        case unexpectedContentType(String?)
        case notAToken
        case otherUser

        var errorDescription: String? {
            switch self {
            case .signedOutByBackend:
                return "Your backend has no signed-in user"
            case let .unexpectedStatus(status):
                return "The token endpoint answered \(status)"
            case let .unexpectedContentType(type):
                return "The token endpoint answered \(type ?? "no content type"), not text/plain"
            case .notAToken:
                return "The token endpoint's answer is not a token"
            case .otherUser:
                return "The token is for another user"
            }
        }
    }

    /// Your own endpoint: replace <YOUR_BACKEND> with your backend's host.
    var endpoint = URL(string: "https://<YOUR_BACKEND>/api/vs-token")!
    var session: URLSession = TokenService.boundedSession
    /// Your app's credentials for your backend, such as "Bearer …"; nil when nobody is signed in to your app.
    var authorizationHeader: () -> String?

    /// A session whose requests end after `tokenRequestTimeout` in all, connection to last byte.
    static let boundedSession: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForResource = SessionPolicy.tokenRequestTimeout
        configuration.urlCache = nil
        return URLSession(configuration: configuration)
    }()

    /// Fetches a token for `userId`. Cancelling the calling task cancels the request.
    func fetchToken(for userId: String) async throws -> IssuedToken {
        guard let authorization = authorizationHeader() else { throw Failure.signedOutByBackend }
        var request = URLRequest(url: endpoint)
        request.httpMethod = "GET"
        request.cachePolicy = .reloadIgnoringLocalCacheData
        // Bounds each wait for data; the session above bounds the whole request.
        request.timeoutInterval = SessionPolicy.tokenRequestTimeout
        request.setValue(authorization, forHTTPHeaderField: "Authorization")
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
        // 1. 401: your backend has no signed-in user. 2. Any other status but 200 is transient.
        switch http.statusCode {
        case 200:
            break
        case 401:
            throw Failure.signedOutByBackend
        default:
            throw Failure.unexpectedStatus(http.statusCode)
        }
        // 3. text/plain, with or without a charset: a sign-in page or an error page is not a token.
        guard http.mimeType?.lowercased() == "text/plain" else { throw Failure.unexpectedContentType(http.mimeType) }
        // 4. The trimmed body is a JWT whose payload has a numeric iat.
        let body = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let token = IssuedToken(jwt: body) else { throw Failure.notAToken }
        // 5. Another user's token is never used.
        guard token.userId == userId else { throw Failure.otherUser }
        return token
    }
}
