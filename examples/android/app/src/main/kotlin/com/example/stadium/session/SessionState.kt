package com.example.stadium.session

/**
 * App code: what the chat area shows. The same four states on Android and iOS, from one table
 * (designed: confirm at onboarding; the SDK publishes only the login statuses LOGGED_OUT and LOADING).
 */
enum class SessionState {
    /** Nobody is signed in to your app: no chat session. Offer your own sign-in. */
    SIGNED_OUT,

    /** Signed in to your app; the first login of this session is under way. Show progress. */
    CONNECTING,

    /** The SDK reports an open session after your login. Show the chat; a token refresh keeps this state. */
    READY,

    /** The SDK logged the user out without being asked: hide the chat until the new login opens the session. */
    RECONNECTING,
}
