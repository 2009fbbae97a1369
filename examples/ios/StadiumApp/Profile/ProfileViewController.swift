import Combine
import UIKit

final class ProfileViewController: UIViewController {
    private let profile: ProfileModel
    private let chatSettings: ChatSettingsModel
    private var subscriptions = Set<AnyCancellable>()

    private let nameLabel = UILabel()
    private let userIdLabel = UILabel()
    private let vipLabel = UILabel()
    private let rulesLabel = UILabel()
    private let renameErrorLabel = UILabel()
    private let logOutButton = UIButton(type: .system)

    init(profile: ProfileModel, chatSettings: ChatSettingsModel) {
        self.profile = profile
        self.chatSettings = chatSettings
        super.init(nibName: nil, bundle: nil)
        title = "Profile"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        // <VS_UISDK_PROFILE_VIEW>: if the SDK reference lists a profile view,
        // add it here (a SwiftUI view through UIHostingController) in place of the labels.
        nameLabel.font = .preferredFont(forTextStyle: .title2)
        userIdLabel.font = .preferredFont(forTextStyle: .subheadline)
        userIdLabel.textColor = .secondaryLabel
        vipLabel.text = "VIP"
        vipLabel.font = .preferredFont(forTextStyle: .caption1)
        rulesLabel.numberOfLines = 0
        rulesLabel.textColor = .secondaryLabel
        logOutButton.setTitle("Log out", for: .normal)
        logOutButton.setTitleColor(.systemRed, for: .normal)
        logOutButton.addTarget(self, action: #selector(logOutTapped), for: .touchUpInside)

        renameErrorLabel.textColor = .systemRed
        renameErrorLabel.numberOfLines = 0

        let stack = UIStackView(arrangedSubviews: [nameLabel, userIdLabel, vipLabel, renameErrorLabel, rulesLabel, logOutButton])
        stack.axis = .vertical
        stack.spacing = 12
        stack.alignment = .leading
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])

        profile.$user
            .sink { [weak self] user in self?.render(user) }
            .store(in: &subscriptions)
        profile.$renameError
            .sink { [weak self] message in self?.renameErrorLabel.text = message.map { "Name change failed: \($0)" } }
            .store(in: &subscriptions)
        chatSettings.$settings
            .receive(on: DispatchQueue.main)  // read the model after the change lands
            .sink { [weak self] _ in self?.renderRules() }
            .store(in: &subscriptions)
    }

    private func render(_ user: StadiumUser?) {
        nameLabel.text = user?.displayName
        userIdLabel.text = user.map { "User ID: \($0.userId)" }
        vipLabel.isHidden = user?.isVip != true
    }

    private func renderRules() {
        let length = chatSettings.maxMessageLength.map { "\($0) characters" } ?? "Loading…"
        rulesLabel.text = "Longest message: \(length)\nReactions available: \(chatSettings.reactionCount)"
    }

    @objc private func logOutTapped() {
        profile.logOut()
    }
}
