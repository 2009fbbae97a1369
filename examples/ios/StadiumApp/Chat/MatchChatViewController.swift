import Combine
import SwiftUI
import UIKit
import VirtualStadiumDataSDK

final class MatchChatViewController: UIViewController {
    // Released with the view controller, and the channel with it.
    private let model: MatchChatModel
    private var insightsSubscription: AnyCancellable?

    init(channelId: String, chatManager: ChatManager, onBetSelected: @escaping (BetSelection) -> Void) {
        model = MatchChatModel(channelId: channelId, chatManager: chatManager, onBetSelected: onBetSelected)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        model.open()
        guard let channel = model.channel else { return }

        // A SwiftUI chat view goes into UIKit through UIHostingController.
        // If the SDK reference lists a UIKit view controller instead, add that as the child.
        let chatView = StadiumChatView(channel: channel, onOutcome: { [weak self] selection in
            self?.model.select(selection)
        })
        embed(UIHostingController(rootView: chatView))

        // Example: show the number of new insights on the tab bar item. The model publishes on the main actor.
        insightsSubscription = model.$latestInsights.sink { [weak self] insights in
            self?.tabBarItem.badgeValue = insights.isEmpty ? nil : String(insights.count)
        }
    }

    private func embed(_ child: UIViewController) {
        addChild(child)
        child.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(child.view)
        NSLayoutConstraint.activate([
            child.view.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            child.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            child.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            child.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        child.didMove(toParent: self)
    }
}
