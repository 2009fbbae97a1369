import SwiftUI

struct MatchChannelView: View {
    // The view owns the model: when the view leaves for good, the model and its lease go with it.
    @StateObject var model: MatchChannelModel

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
