import Diagnostics

// Only this module's readers build these records (tests through `@testable import`), so they
// use Swift's memberwise initialisers; `Border` keeps a public one for the emitters.
/// A font family stack (`$type: fontFamily`), first choice first.
public struct FontFamilyToken: Sendable, Hashable {
    public var info: TokenInfo
    public var families: [String]
}

/// A font weight (`$type: fontWeight`) as a CSS weight 1…1000.
public struct FontWeightToken: Sendable, Hashable {
    public var info: TokenInfo
    public var weight: Int
}

/// A plain text value (`$type: string`).
public struct StringToken: Sendable, Hashable {
    public var info: TokenInfo
    public var value: String
}

/// A cubic Bézier timing curve: control points (x1, y1) and (x2, y2); x in 0…1.
public struct CubicBezier: Sendable, Hashable {
    public var x1: Double, y1: Double, x2: Double, y2: Double
}

public struct CubicBezierToken: Sendable, Hashable {
    public var info: TokenInfo
    public var curve: CubicBezier
}

/// A transition: duration and delay in seconds and a timing curve.
public struct Transition: Sendable, Hashable {
    public var duration: Double
    public var delay: Double
    public var timingFunction: CubicBezier
}

public struct TransitionToken: Sendable, Hashable {
    public var info: TokenInfo
    public var transition: Transition
}

/// A stroke style: a CSS keyword (`solid`, `dashed` …) or an explicit dash pattern in points.
public enum StrokeStyle: Sendable, Hashable {
    case keyword(String)
    case dashes([Double], lineCap: String)

    /// The DTCG keywords.
    public static let keywords: Set<String> = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]
}

public struct StrokeStyleToken: Sendable, Hashable {
    public var info: TokenInfo
    public var style: StrokeStyle
}

/// One border: colour, width in points, stroke style.
public struct Border: Sendable, Hashable {
    public var color: RGBAColor
    public var width: Double
    public var style: StrokeStyle
    public init(color: RGBAColor, width: Double, style: StrokeStyle) {
        self.color = color
        self.width = width
        self.style = style
    }
}

/// A border per appearance (its colour usually differs in dark mode).
public struct BorderToken: Sendable, Hashable {
    public var info: TokenInfo
    /// `.light` is always present; others only where they differ from the fallback.
    public var values: [Appearance: Border]

    public func resolved(_ appearance: Appearance) -> Border? { Appearance.fallback(values, appearance) }
}

/// One gradient stop; `position` in 0…1.
public struct GradientStop: Sendable, Hashable {
    public var color: RGBAColor
    public var position: Double
}

/// A gradient's stops per appearance.
public struct GradientToken: Sendable, Hashable {
    public var info: TokenInfo
    /// `.light` is always present; others only where they differ from the fallback.
    public var values: [Appearance: [GradientStop]]

    public func resolved(_ appearance: Appearance) -> [GradientStop] { Appearance.fallback(values, appearance) ?? [] }
}

extension TokenSet {
    /// How many tokens of each generated kind the set holds, in a fixed order, zero counts left out:
    /// `[("colour", 32), ("text style", 16), …]`.
    public var kindCounts: [(kind: String, count: Int)] {
        let all: [(String, Int)] = [
            ("colour", colors.count), ("text style", textStyles.count), ("dimension", dimensions.count),
            ("number", numbers.count), ("duration", durations.count), ("shadow", shadows.count),
            ("font family", fontFamilies.count), ("font weight", fontWeights.count), ("string", strings.count),
            ("border", borders.count), ("stroke style", strokeStyles.count), ("cubic Bézier", cubicBeziers.count),
            ("transition", transitions.count), ("gradient", gradients.count),
        ]
        return all.filter { $0.1 > 0 }.map { (kind: $0.0, count: $0.1) }
    }

    /// "32 colours, 16 text styles, 1 dimension" — every kind written, zero kinds left out.
    public var summary: String {
        let counts = kindCounts
        let leftOutNote = leftOut.isEmpty ? "" : ", \(leftOut.count) left out"
        if counts.isEmpty { return "0 colours, 0 text styles" + leftOutNote }
        return counts.map { Plural.count($0.count, $0.kind) }.joined(separator: ", ") + leftOutNote
    }

    /// Total number of tokens that will be generated.
    public var generatedCount: Int { kindCounts.reduce(0) { $0 + $1.count } }
}
