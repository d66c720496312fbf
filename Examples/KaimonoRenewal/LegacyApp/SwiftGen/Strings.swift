// The 2023 app's strings (SwiftGen's `L10n`): not assets, so the migration leaves them.
enum L10n {
    static let promoTitle = L10n.tr("Localizable", "promo.title")
    static func tr(_ table: String, _ key: String) -> String { key }
}
