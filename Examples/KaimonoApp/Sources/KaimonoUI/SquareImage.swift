#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import KaimonoDesignSystem
import KaimonoFeature

/// An image of any aspect ratio shown as a fixed square: filled, centred and cropped (AkkeyLab's
/// square images), with the placeholder drawn in the design system's border colour.
struct SquareImage: View {
    let image: UIImage?

    var body: some View {
        Colors.border.color
            .aspectRatio(1, contentMode: .fit)
            .overlay {
                if let image {
                    Image(uiImage: image)
                        .resizable()
                        .scaledToFill()
                } else {
                    Symbols.shop.image
                        .foregroundStyle(Colors.Content.quaternary.color)
                }
            }
            .clipped()
    }
}

/// A square image loaded by URL through the shared ``ImageLoader``: the request is cancelled when
/// the cell leaves the screen (`.task` cancels), a failed load keeps the placeholder.
struct RemoteSquareImage: View {
    let url: URL?
    let loader: ImageLoader
    @State private var image: UIImage?

    var body: some View {
        SquareImage(image: image)
            .task(id: url) {
                guard let url else { return }
                if let data = try? await loader.data(for: url) {
                    image = UIImage(data: data)
                }
            }
    }
}
#endif
