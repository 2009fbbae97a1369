/// App code: what the screens show, following the one session lifecycle of the Android and iOS samples.
/// A planned token refresh keeps `.ready`: the SDK's `.loading` after `.ready` is ignored.
enum SessionState: Equatable {
    /// Nobody is signed in to your app: no chat session, no login. Screens offer your own sign-in.
    case signedOut
    /// A user is signed in to your app and the first Virtual Stadium login of this session is under way.
    case connecting
    /// The SDK reports an open session after your login: screens show the chat.
    case ready
    /// The SDK logged the user out without being asked: the chat is hidden until a fresh login opens the session.
    case reconnecting
}
