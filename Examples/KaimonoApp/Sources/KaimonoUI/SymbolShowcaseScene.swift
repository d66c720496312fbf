#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import KaimonoDesignSystem
import KaimonoFeature

/// The design-system screen: the tomato in the four rendering modes and the stock symbol at each
/// variable step, drawn with the generated symbol helpers (`image(_:)`, `image(variableValue:)`).
struct KaimonoSymbolShowcaseView: View {
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: CGFloat(Dimensions.Spacing.s)) {
                ForEach(SymbolShowcase.rows) { row in
                    HStack(spacing: CGFloat(Dimensions.Spacing.m)) {
                        StyledSymbol(style: row.style).frame(width: 32)
                        Text(row.title).componentStyle(Components.Label.body)
                    }
                    .accessibilityLabel(row.title)
                }
            }
            .padding(CGFloat(Dimensions.Spacing.m))
        }
        .background(Colors.background.color)
    }
}

/// Hosts the showcase, e.g. behind a debug menu.
final class KaimonoSymbolShowcaseViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "シンボル"
        embed(KaimonoSymbolShowcaseView())
    }
}
#endif
