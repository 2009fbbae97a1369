import SwiftUI

struct MatchChannelView: View {
    // The view owns the model: when the view leaves for good, the model and its channel go with it.
    @StateObject var model: MatchChannelModel

    var body: some View {
        List {
            Text("Open channels: \(model.openChannelCount)")
            ForEach(model.insightLabels, id: \.self) { label in
                Text(label)
            }
        }
        // Idempotent; nothing removes the channel on disappear, so a pushed screen keeps it open.
        .onAppear { model.open() }
    }
}
