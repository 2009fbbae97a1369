import SwiftUI

struct MatchChannelView: View {
    // The view owns the model: when the view leaves for good, the model and its lease go with it. The model is built
    // once, in the init below: SwiftUI evaluates StateObject's wrapped value only the first time, so a parent's
    // update does not build (and throw away) another model and lease.
    @StateObject private var model: MatchChannelModel

    init(
        channelId: String,
        channels: ChannelRegistry,
        openChannels: OpenChannelsModel,
        insightsHandler: BettingInsightsHandler
    ) {
        _model = StateObject(wrappedValue: MatchChannelModel(
            channelId: channelId,
            channels: channels,
            openChannels: openChannels,
            insightsHandler: insightsHandler
        ))
    }

    var body: some View {
        List {
            Text("Open channels: \(model.openChannelCount)")
            if let error = model.channelError {
                Text("The channel could not open (\(error)). Trying again shortly.")
                    .foregroundColor(.secondary)
            }
            ForEach(model.insightLabels, id: \.self) { label in
                Text(label)
            }
        }
        // Nothing opens or removes the channel on appear or disappear, so a pushed screen keeps it open.
    }
}
