import Foundation

/// App code: decodes the claims of a JWT your backend issued. It does not verify the token:
/// your backend signed it and Virtual Stadium checks it. Use the claims for display and timing only.
enum JWTPayload {
    static func decode<Claims: Decodable>(_ type: Claims.Type, from jwtToken: String) -> Claims? {
        // Exactly three parts, none empty: a sign-in page or an error text is not a token.
        let parts = jwtToken.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, !parts.contains(where: \.isEmpty) else { return nil }
        var base64 = parts[1]
            .replacingOccurrences(of: "-", with: "+")
            .replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        guard let data = Data(base64Encoded: base64) else { return nil }
        return try? JSONDecoder().decode(type, from: data)
    }
}
