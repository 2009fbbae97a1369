import Combine
import UIKit

final class ChatRulesViewController: UITableViewController {
    private let model: ChatSettingsModel
    private var subscription: AnyCancellable?
    private var rows: [(String, String)] = []

    init(model: ChatSettingsModel) {
        self.model = model
        super.init(style: .insetGrouped)
        title = "Chat rules"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "rule")
        // @Published emits before the value changes: read the model on the next main-queue turn.
        subscription = model.$settings.sink { [weak self] _ in
            DispatchQueue.main.async { self?.reload() }
        }
    }

    private func reload() {
        rows = [
            ("Longest message", model.maxMessageLength.map { "\($0) characters" } ?? "Loading…"),
            ("Reactions available", model.settings == nil ? "Loading…" : "\(model.reactionCount)"),
            ("Flash Bet timers", model.hasFlashBetTimers ? "Configured" : "Not set"),
            ("Bet stop timeout", model.betStopTimeoutSeconds.map { "\($0) s" } ?? "Loading…"),
        ]
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "rule", for: indexPath)
        var content = UIListContentConfiguration.valueCell()
        content.text = rows[indexPath.row].0
        content.secondaryText = rows[indexPath.row].1
        cell.contentConfiguration = content
        cell.selectionStyle = .none
        return cell
    }
}
