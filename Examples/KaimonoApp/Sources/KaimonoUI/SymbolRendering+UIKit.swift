#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import KaimonoDesignSystem
import KaimonoFeature

extension SymbolStyle {
    /// The UIKit symbol configuration for this style: point size and weight, then the rendering
    /// mode as WWDC21 shows (hierarchical and palette colours, multicolour preferred).
    var uiConfiguration: UIImage.SymbolConfiguration {
        let size = UIImage.SymbolConfiguration(pointSize: CGFloat(pointSize), weight: weight.uiSymbolWeight)
        switch rendering {
        case let .monochrome(color):
            return size.applying(UIImage.SymbolConfiguration(paletteColors: [color.uiColor]))
        case let .hierarchical(color):
            return size.applying(UIImage.SymbolConfiguration(hierarchicalColor: color.uiColor))
        case let .palette(colors):
            return size.applying(UIImage.SymbolConfiguration(paletteColors: colors.map(\.uiColor)))
        case .multicolor:
            return size.applying(UIImage.SymbolConfiguration.preferringMulticolor())
        }
    }

    /// The symbol as a UIKit image with ``uiConfiguration`` applied; monochrome and multicolour
    /// fall back to a tint so layers without their own colour still get the design colour.
    var uiImage: UIImage? {
        let image = variableValue.map { symbol.uiImage(variableValue: $0, with: uiConfiguration) }
            ?? symbol.uiImage(with: uiConfiguration)
        switch rendering {
        case let .monochrome(color), let .multicolor(fallback: color):
            return image?.withTintColor(color.uiColor, renderingMode: .alwaysOriginal)
        case .hierarchical, .palette:
            return image
        }
    }

    /// The symbol inline in text, as an attachment sized by the configuration.
    func attributedString(before text: String, style: StylebookTextStyle) -> NSAttributedString {
        let result = NSMutableAttributedString(string: "")
        if let image = uiImage {
            result.append(NSAttributedString(attachment: NSTextAttachment(image: image)))
            result.append(NSAttributedString(string: " "))
        }
        result.append(NSAttributedString(string: text, attributes: style.attributes()))
        return result
    }
}

extension StylebookFontWeight {
    var uiSymbolWeight: UIImage.SymbolWeight {
        switch self {
        case .ultraLight: return .ultraLight
        case .thin: return .thin
        case .light: return .light
        case .regular: return .regular
        case .medium: return .medium
        case .semibold: return .semibold
        case .bold: return .bold
        case .heavy: return .heavy
        case .black: return .black
        }
    }
}

/// The symbol in SwiftUI with the same rendering, through the generated `Symbols.image(_:)`.
struct StyledSymbol: View {
    let style: SymbolStyle

    var body: some View {
        rendered.font(.system(size: CGFloat(style.pointSize), weight: style.weight.swiftUIWeight))
    }

    @ViewBuilder private var rendered: some View {
        if let value = style.variableValue {
            variable(style.symbol.image(variableValue: value))
        } else {
            modes
        }
    }

    /// The generated variable-value image in the style's rendering mode: the bars above the value dim.
    @ViewBuilder private func variable(_ image: Image) -> some View {
        switch style.rendering {
        case let .monochrome(color):
            image.symbolRenderingMode(.monochrome).foregroundStyle(color.color)
        case let .hierarchical(color):
            image.symbolRenderingMode(.hierarchical).foregroundStyle(color.color)
        case let .palette(colors):
            image.symbolRenderingMode(.palette)
                .foregroundStyle(colors.first?.color ?? .primary, colors.dropFirst().first?.color ?? .secondary)
        case let .multicolor(fallback):
            image.symbolRenderingMode(.multicolor).foregroundStyle(fallback.color)
        }
    }

    @ViewBuilder private var modes: some View {
        switch style.rendering {
        case let .monochrome(color):
            style.symbol.image(.monochrome(color.color))
        case let .hierarchical(color):
            style.symbol.image(.hierarchical(color.color))
        case let .palette(colors):
            style.symbol.image(.palette(colors.first?.color ?? .primary, colors.dropFirst().first?.color ?? .secondary))
        case let .multicolor(fallback):
            // Layers without their own colour (tintColor) take the fallback.
            style.symbol.image(.multicolor).foregroundStyle(fallback.color)
        }
    }
}
#endif
