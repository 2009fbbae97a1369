// A test double for name checking, not the SDK.
//
// The iOS UI SDK's view names are not public: they are in the SDK reference you receive at onboarding,
// and the pages mark their place with <VS_UISDK_CHAT_VIEW>, <VS_UISDK_ON_OUTCOME> and <VS_UISDK_PROFILE_VIEW>
// in comments. So the example imports `VirtualStadiumUISDK` only where a real app would, and uses no name
// from it; this stub declares none. scripts/check/check-ios-example.ts fails if the example uses a name that
// no stub, no example file and no allow-listed Apple module declares.
