/// The scripts and character sets a text style may give their own font (`fonts.scripts` in
/// stylebook.yml, docs/fonts.md): each key names the code points its font is used for.
public enum FontScripts {
    /// One key: its name in stylebook.yml, what it means, and its code points.
    public struct Script: Sendable, Hashable {
        public var key: String
        public var summary: String
        public var ranges: [ClosedRange<UInt32>]
    }

    /// CJK punctuation and full-width forms, which Japanese, Chinese and Korean text all use.
    static let cjkCommon: [ClosedRange<UInt32>] = [0x3000...0x303F, 0xFF00...0xFFEF]

    /// Every key, in the order the documentation lists them.
    public static let all: [Script] = [
        Script(key: "numbers", summary: "the digits 0–9", ranges: [0x30...0x39]),
        Script(key: "latin", summary: "Latin letters (A–Z, a–z, Latin-1 and Latin Extended letters)",
               ranges: [0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x1E00...0x1EFF]),
        Script(key: "greek", summary: "Greek", ranges: [0x370...0x3FF, 0x1F00...0x1FFF]),
        Script(key: "cyrillic", summary: "Cyrillic", ranges: [0x400...0x52F]),
        Script(key: "hebrew", summary: "Hebrew", ranges: [0x590...0x5FF]),
        Script(key: "arabic", summary: "Arabic", ranges: [0x600...0x6FF, 0x750...0x77F]),
        Script(key: "devanagari", summary: "Devanagari", ranges: [0x900...0x97F]),
        Script(key: "thai", summary: "Thai", ranges: [0xE00...0xE7F]),
        Script(key: "ja", summary: "Japanese: kana, kanji, CJK punctuation and full-width forms",
               ranges: [0x3040...0x309F, 0x30A0...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF] + cjkCommon),
        Script(key: "zh", summary: "Chinese: CJK ideographs, punctuation and full-width forms",
               ranges: [0x3400...0x4DBF, 0x4E00...0x9FFF, 0x20000...0x2A6DF] + cjkCommon),
        Script(key: "ko", summary: "Korean: Hangul, punctuation and full-width forms",
               ranges: [0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF] + cjkCommon),
    ]

    /// The script for `key` (compared without case), if it is one.
    public static func script(_ key: String) -> Script? {
        all.first { $0.key == key.lowercased() }
    }

    /// Whether `face` maps at least one code point of `script`.
    public static func face(_ face: FontFace, coversAnyOf script: Script) -> Bool {
        face.mappedRanges.contains { mapped in script.ranges.contains { $0.overlaps(mapped) } }
    }
}
