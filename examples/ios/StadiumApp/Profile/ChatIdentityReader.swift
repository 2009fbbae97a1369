// App code: the profile claims of a token your backend issued.
struct ChatIdentity: Decodable, Equatable {
    let userId: String
    let displayName: String?
    let userType: String?
}

// App code: reads claims for display. It does not verify the token.
enum ChatIdentityReader {
    static func read(_ jwtToken: String) -> ChatIdentity? {
        JWTPayload.decode(ChatIdentity.self, from: jwtToken)
    }
}
