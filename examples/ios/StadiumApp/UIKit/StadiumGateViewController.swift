import Combine
import UIKit

/// Shows a log-in prompt while nobody is signed in, and the match screen otherwise. The match screen shows the
/// session's other states itself, so its lease on the channel lives through a reconnection.
final class StadiumGateViewController: UIViewController {
    private let session: SessionKeeper
    private let startSignIn: () -> Void
    private var stateSubscription: AnyCancellable?
    private var chat: UIViewController?

    private let prompt = UILabel()
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

        prompt.text = "Log in to join the match chat."
        logInButton.setTitle("Log In", for: .normal)
        logInButton.addAction(UIAction { [weak self] _ in self?.startSignIn() }, for: .touchUpInside)
        let signedOut = UIStackView(arrangedSubviews: [prompt, logInButton])
        signedOut.axis = .vertical
        signedOut.spacing = 12
        signedOut.alignment = .center
        signedOut.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(signedOut)
        NSLayoutConstraint.activate([
            signedOut.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            signedOut.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])

        // SessionKeeper sets state on the main actor, so the sink runs on the main thread.
        stateSubscription = session.$state.sink { [weak self, weak signedOut] state in
            signedOut?.isHidden = state != .signedOut
            self?.render(state)
        }
    }

    private func render(_ state: SessionState) {
        if state == .signedOut {
            // Drop the chat (its model and lease go with it), so the next user starts clean.
            removeChat()
        } else if chat == nil {
            showChat()
        }
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
            session: session,
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
