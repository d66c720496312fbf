// A screen written against the 2023 names; docs/renewal.md migrates it to the new ones.
import SwiftUI

struct CartView: View {
    var body: some View {
        VStack(spacing: Dimensions.Space.small) {
            Text("Cart")
                .font(TextStyles.font.title.font)
                .foregroundStyle(Colors.text.main.color)
            Text("2 items on sale")
                .foregroundStyle(Colors.sale.color)   // the sale badge
        }
        .padding(Dimensions.Space.large)
        .background(Colors.bg.color)
    }
}
