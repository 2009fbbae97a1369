import Combine
import UIKit

/// Shows a log-in prompt, a spinner or the chat, following the app's session.
final class StadiumGateViewController: UIViewController {
    private let session: SessionKeeper
    private let startSignIn: () -> Void
    private var phaseSubscription: AnyCancellable?
    private var chat: UIViewController?

    private let spinner = UIActivityIndicatorView(style: .large)
    private let logInButton = UIButton(type: .system)

    init(session: SessionKeeper, startSignIn: @escaping () -> Void) {
        self.session = session
        self.startSignIn = startSignIn
        super.init(nibName: nil, bundle: nil)
        title = "Derby chat"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        logInButton.setTitle("Log In", for: .normal)
        logInButton.addAction(UIAction { [weak self] _ in self?.startSignIn() }, for: .touchUpInside)
        for subview in [spinner, logInButton] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
            NSLayoutConstraint.activate([
                subview.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                subview.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            ])
        }

        // SessionKeeper sets phase on the main actor, so the sink runs on the main thread.
        phaseSubscription = session.$phase.sink { [weak self] phase in
            self?.render(phase)
        }
    }

    private func render(_ phase: SessionKeeper.Phase) {
        logInButton.isHidden = phase != .signedOut
        if phase == .connecting { spinner.startAnimating() } else { spinner.stopAnimating() }
        if phase == .ready, chat == nil { showChat() }
        // Signed out: drop the chat (its model and channel go with it), so the next user starts clean.
        // A token refresh keeps .ready, so the chat stays.
        if phase == .signedOut { removeChat() }
    }

    private func removeChat() {
        guard let chat = chat else { return }
        chat.willMove(toParent: nil)
        chat.view.removeFromSuperview()
        chat.removeFromParent()
        self.chat = nil
    }

    private func showChat() {
        let chat = MatchChatViewController(
            channelId: "<CHANNEL_ID>",
            chatManager: session.services.chatManager,
            onBetSelected: { selection in
                // Hand the selection to your betslip; see the Chat page.
            }
        )
        addChild(chat)
        chat.view.frame = view.bounds
        chat.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(chat.view)
        chat.didMove(toParent: self)
        self.chat = chat
    }
}
