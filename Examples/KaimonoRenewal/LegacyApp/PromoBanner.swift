// A 2023 screen written against SwiftGen's `Asset` enum (SwiftGen/Assets.swift);
// docs/renewal.md migrates it to Stylebook's accessors with `migrate --to stylebook`.
import SwiftUI
import UIKit

@MainActor final class PromoBanner {
    let title = UILabel()
    let caption = UILabel()

    func style() {
        title.textColor = Asset.Colors.sale.color   // the sale red
        caption.textColor = UIColor(asset: Asset.Colors.Text.sub)
        title.text = L10n.promoTitle
    }
}

@MainActor func freshBadge() -> some View {
    Text("Fresh")
        .foregroundColor(Asset.Colors.fresh.swiftUIColor)
}
