import Combine
import SwiftUI
import UIKit
import VirtualStadiumDataSDK

final class MatchChatViewController: UIViewController {
    // Released with the view controller, and its lease on the channel with it.
    private let model: MatchChatModel
    private var subscriptions = Set<AnyCancellable>()
    private var chatHost: UIHostingController<StadiumChatView>?
    private let statusLabel = UILabel()
    private let spinner = UIActivityIndicatorView(style: .medium)

    init(channelId: String, session: SessionKeeper, onBetSelected: @escaping (BetSelection) -> Void) {
        model = MatchChatModel(channelId: channelId, session: session, onBetSelected: onBetSelected)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        statusLabel.numberOfLines = 0
        statusLabel.textAlignment = .center
        statusLabel.textColor = .secondaryLabel
        let status = UIStackView(arrangedSubviews: [spinner, statusLabel])
        status.axis = .vertical
        status.spacing = 8
        status.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(status)
        NSLayoutConstraint.activate([
            status.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            status.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            status.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])

        // The model publishes on the main actor; @Published hands each sink the new value.
        model.$sessionState
            .combineLatest(model.$channel, model.$channelError)
            .sink { [weak self] state, channel, error in
                self?.render(state, channel: state == .ready ? channel : nil, error: error)
            }
            .store(in: &subscriptions)

        // Example: show the number of new insights on the tab bar item.
        model.$latestInsights
            .sink { [weak self] insights in
                self?.tabBarItem.badgeValue = insights.isEmpty ? nil : String(insights.count)
            }
            .store(in: &subscriptions)
    }

    private func render(_ state: SessionState, channel: ChatChannel?, error: String?) {
        if let channel {
            showChat(channel)
            spinner.stopAnimating()
            statusLabel.text = nil
            return
        }
        // No dead chat on screen: hide it whenever the session or the channel is not ready.
        removeChat()
        switch state {
        case .signedOut:
            statusLabel.text = "Log in to join the match chat."
        case .connecting:
            statusLabel.text = "Connecting to the chat…"
        case .reconnecting:
            statusLabel.text = "Reconnecting to the chat…"
        case .ready:
            statusLabel.text = error.map { "The chat could not open (\($0)). Trying again shortly." } ?? "Opening the chat…"
        }
        if state == .signedOut || error != nil { spinner.stopAnimating() } else { spinner.startAnimating() }
    }

    private func showChat(_ channel: ChatChannel) {
        // A SwiftUI chat view goes into UIKit through UIHostingController.
        // If the SDK reference lists a UIKit view controller instead, add that as the child.
        let chatView = StadiumChatView(channel: channel, onOutcome: { [weak self] selection in
            self?.model.select(selection)
        })
        if let chatHost {
            chatHost.rootView = chatView // the channel reopened after a reconnection
            return
        }
        let host = UIHostingController(rootView: chatView)
        embed(host)
        chatHost = host
    }

    private func removeChat() {
        guard let chatHost else { return }
        chatHost.willMove(toParent: nil)
        chatHost.view.removeFromSuperview()
        chatHost.removeFromParent()
        self.chatHost = nil
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
