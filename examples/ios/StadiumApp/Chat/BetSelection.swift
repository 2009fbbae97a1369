/// A bet the user picked in the chat, in your own IDs.
struct BetSelection: Hashable {
    let eventId: String
    let marketId: String
    let outcomeId: String
}
