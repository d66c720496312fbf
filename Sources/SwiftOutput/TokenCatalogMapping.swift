import AssetCatalog
import Foundation
import Tokens

/// Colour tokens → colour sets. Lives here (SwiftOutput depends on both Tokens and AssetCatalog)
/// so the catalog module stays independent of the token model, and so the Swift emitter and the
/// catalog share one definition of asset names.
public enum TokenCatalogMapping {
    /// One `.colorset` per colour token, in namespace folders mirroring the token's groups
    /// (below `namespace`). Appearances: light → any, dark → luminosity dark, light-hc → contrast
    /// high, dark-hc → dark + high; only those the token has.
    public static func catalogEntries(for tokens: TokenSet, namespace: [String] = []) -> [CatalogSet] {
        // A read token set is sorted already (`TokenSet.sort`): then the copy a sort makes is skipped.
        let colors = tokens.colors
        let inOrder = zip(colors, colors.dropFirst()).allSatisfy { !($1.path < $0.path) }
        return (inOrder ? colors : colors.sorted { $0.path < $1.path }).map { token in
            var folders = folderNames(for: token.path, namespace: namespace)
            let name = folders.popLast() ?? ""
            let appearances: [(appearance: CatalogAppearance, color: CatalogColor)] = Appearance.allCases.compactMap { appearance in
                guard let value = token.values[appearance] else { return nil }
                return (catalogAppearance(appearance), catalogColor(value))
            }
            return CatalogSet(namespace: folders, name: name,
                              content: .color(ColorSetContent(appearances: appearances)), location: token.info.location)
        }
    }

    /// The name `UIColor(named:)` takes for a token, e.g. "Colors/content/primary".
    public static func assetName(for path: TokenPath, namespace: [String] = []) -> String {
        folderNames(for: path, namespace: namespace).joined(separator: "/")
    }

    /// Namespace + path components as catalog folder names. Group names cannot contain `.`
    /// (Xcode would read it as a set type), so dots in groups become `-`; `/` cannot be in any name.
    static func folderNames(for path: TokenPath, namespace: [String]) -> [String] {
        let all = namespace + path.components
        return all.enumerated().map { index, raw in
            // Most names hold neither character: skip Foundation's search (a copy per call) then.
            let isGroup = index < all.count - 1
            guard raw.utf8.contains(where: { $0 == UInt8(ascii: "/") || (isGroup && $0 == UInt8(ascii: ".")) }) else { return raw }
            var name = raw.replacingOccurrences(of: "/", with: "-")
            if isGroup { name = name.replacingOccurrences(of: ".", with: "-") }
            return name
        }
    }

    public static func catalogAppearance(_ appearance: Appearance) -> CatalogAppearance {
        switch appearance {
        case .light: .any
        case .dark: .dark
        case .lightHighContrast: .highContrast
        case .darkHighContrast: .darkHighContrast
        }
    }

    /// Keeps the token's space; an sRGB colour with components outside 0…1 lies outside sRGB
    /// and is re-expressed in Display P3 (same transfer curve, wider primaries).
    public static func catalogColor(_ color: RGBAColor) -> CatalogColor {
        let rgb = [color.red, color.green, color.blue]
        let outside = rgb.contains { $0 < -0.0005 || $0 > 1.0005 }
        if color.space == .sRGB, outside {
            let p3 = sRGBToDisplayP3(rgb)
            return CatalogColor(colorSpace: .displayP3, red: p3[0], green: p3[1], blue: p3[2], alpha: color.alpha)
        }
        let space: CatalogColorSpace = color.space == .displayP3 ? .displayP3 : .sRGB
        return CatalogColor(colorSpace: space, red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }

    /// Extended sRGB (sign-symmetric curve) → Display P3 via linear light.
    static func sRGBToDisplayP3(_ rgb: [Double]) -> [Double] {
        func decode(_ v: Double) -> Double {
            let a = abs(v)
            let l = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
            return v < 0 ? -l : l
        }
        func encode(_ v: Double) -> Double {
            let a = abs(v)
            let e = a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
            return v < 0 ? -e : e
        }
        let l = rgb.map(decode)
        // Linear sRGB → linear Display P3 (both D65).
        let m: [[Double]] = [
            [0.8224621, 0.1775380, 0.0000000],
            [0.0331941, 0.9668058, 0.0000000],
            [0.0170827, 0.0723974, 0.9105199],
        ]
        return m.map { row in encode(row[0] * l[0] + row[1] * l[1] + row[2] * l[2]) }
    }
}
