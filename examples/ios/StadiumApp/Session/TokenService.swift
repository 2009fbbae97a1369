import Foundation

/// App code: asks your own backend for a Virtual Stadium JWT for the user signed in to your app.
///
/// The contract, the same on every page: `GET https://<YOUR_BACKEND>/api/vs-token` with your app's own
/// credentials; the backend answers 200 with the bare token as text/plain (Cache-Control: no-store),
/// or 401 when nobody is signed in. Check the status before you use the body as a token.
struct TokenService {
    enum Failure: Error {
        /// Your backend answered 401, or your app has no credentials: nobody is signed in.
        case notSignedIn
        case unexpectedStatus(Int)
        case unexpectedContentType(String?)
        case emptyToken
    }

    /// Your own endpoint: replace <YOUR_BACKEND> with your backend's host.
    var endpoint = URL(string: "https://<YOUR_BACKEND>/api/vs-token")!
    var session: URLSession = .shared
    /// Your app's credentials for your backend, such as "Bearer …"; nil when nobody is signed in to your app.
    var authorizationHeader: () -> String?

    func fetchToken() async throws -> String {
        guard let authorization = authorizationHeader() else { throw Failure.notSignedIn }
        var request = URLRequest(url: endpoint)
        request.httpMethod = "GET"
        request.cachePolicy = .reloadIgnoringLocalCacheData
        request.setValue(authorization, forHTTPHeaderField: "Authorization")
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
        switch http.statusCode {
        case 200:
            break
        case 401:
            throw Failure.notSignedIn
        default:
            throw Failure.unexpectedStatus(http.statusCode)
        }
        // A sign-in page or an error page is not a token, even when it comes with 200.
        guard http.mimeType == "text/plain" else { throw Failure.unexpectedContentType(http.mimeType) }
        let token = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !token.isEmpty else { throw Failure.emptyToken }
        return token
    }
}
