/// The file format a face was read from.
public enum FontFormat: String, Sendable, Hashable, Comparable {
    /// `.ttf` (TrueType outlines) or `.otf` with TrueType outlines.
    case trueType
    /// `.otf` with CFF outlines (`OTTO`).
    case openTypeCFF
    /// A member of a `.ttc`/`.otc` collection.
    case collection
    case woff
    case woff2

    public static func < (lhs: FontFormat, rhs: FontFormat) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// One variation axis of a variable font (`fvar`).
public struct FontAxis: Sendable, Hashable {
    /// Four-letter tag: `wght`, `wdth`, `opsz`, `slnt`, `ital`, or a custom one.
    public var tag: String
    /// The axis name from the `name` table (`Weight`), or the tag when the font names none.
    public var name: String
    public var minimum: Double
    public var defaultValue: Double
    public var maximum: Double
    /// The font asks apps not to show this axis in their UI.
    public var isHidden: Bool

    public init(tag: String, name: String, minimum: Double, defaultValue: Double, maximum: Double, isHidden: Bool) {
        (self.tag, self.name, self.minimum, self.defaultValue, self.maximum, self.isHidden) = (tag, name, minimum, defaultValue, maximum, isHidden)
    }
}

/// A named instance of a variable font (`Bold`, `Condensed Light`): a point on its axes.
public struct FontInstance: Sendable, Hashable {
    /// The instance's style name (`Semi Bold`).
    public var name: String
    /// The PostScript name the font gives the instance, if any.
    public var postScriptName: String?
    /// One value per axis, in the order of `FontFace.axes`.
    public var coordinates: [Double]

    public init(name: String, postScriptName: String?, coordinates: [Double]) {
        (self.name, self.postScriptName, self.coordinates) = (name, postScriptName, coordinates)
    }
}

/// How much of a script's block the font's `cmap` maps: `covered` of `total` code points.
public struct ScriptCoverage: Sendable, Hashable {
    public var script: String
    public var covered: Int
    public var total: Int

    public init(script: String, covered: Int, total: Int) {
        (self.script, self.covered, self.total) = (script, covered, total)
    }
}

/// One face of a font file: the names, classes and metrics apps and the style guide need.
public struct FontFace: Sendable, Hashable {
    /// The file as it was given.
    public var file: String
    /// The face's index in a collection (0 for a single font).
    public var index: Int
    public var format: FontFormat
    /// The typographic family (name ID 16), else the legacy family (name ID 1).
    public var family: String
    /// The typographic subfamily (name ID 17), else the legacy style (name ID 2).
    public var style: String
    /// The full name (name ID 4), if any.
    public var fullName: String?
    /// The PostScript name (name ID 6): what `UIFont(name:)` and `Font.custom` look fonts up by.
    public var postScriptName: String
    /// `OS/2` usWeightClass (100 Thin … 400 Regular … 900 Black).
    public var weight: Int
    /// `OS/2` usWidthClass (1 ultra-condensed … 5 normal … 9 ultra-expanded).
    public var width: Int
    /// Italic or oblique, from `OS/2` fsSelection, `head` macStyle or a non-zero `post` italicAngle.
    public var isItalic: Bool
    /// `post` italicAngle in degrees (negative leans right).
    public var italicAngle: Double
    /// Every glyph has the same advance (`post` isFixedPitch).
    public var isFixedPitch: Bool
    /// The digits 0–9 are all mapped and share one advance width (tabular by default).
    public var hasMonospacedDigits: Bool
    public var unitsPerEm: Int
    /// Variation axes; empty for a static font.
    public var axes: [FontAxis]
    public var instances: [FontInstance]
    /// Scripts the font maps any character of, in a fixed order.
    public var coverage: [ScriptCoverage]
    /// The code points `cmap` maps, as sorted, merged ranges (empty without a usable `cmap`).
    public var mappedRanges: [ClosedRange<UInt32>] = []

    public var isVariable: Bool { !axes.isEmpty }

    /// Whether the face maps `scalar` to a glyph (binary search of `mappedRanges`).
    public func covers(_ scalar: Unicode.Scalar) -> Bool {
        let code = scalar.value
        var low = 0, high = mappedRanges.count - 1
        while low <= high {
            let mid = (low + high) / 2
            if mappedRanges[mid].upperBound < code { low = mid + 1 } else if mappedRanges[mid].lowerBound > code { high = mid - 1 } else { return true }
        }
        return false
    }
}
