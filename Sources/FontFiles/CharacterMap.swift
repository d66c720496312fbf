/// `cmap`: the Unicode subtable (format 12 preferred, else format 4), for glyph lookups and the
/// coverage summary.
struct CharacterMap {
    private enum Subtable {
        case segments(FontBytes)   // format 4, BMP
        case groups(FontBytes)     // format 12, all planes
    }

    private let subtable: Subtable?

    init(_ table: FontBytes) throws(FontReadError) {
        let count = Int(try table.u16(2))
        try table.check(4, count * 8, "\(count) encoding records")
        var best: (rank: Int, bytes: FontBytes, format: UInt16)?
        for i in 0..<count {
            let platform = try table.u16(4 + i * 8), encoding = try table.u16(6 + i * 8)
            let offset = Int(try table.u32(8 + i * 8))
            let format = try table.u16(offset)
            // Full-repertoire Unicode subtables first, then BMP ones; symbol and legacy encodings are skipped.
            let rank: Int
            switch (platform, encoding, format) {
            case (3, 10, 12), (0, 4, 12), (0, 6, 12): rank = 0
            case (3, 1, 4), (0, 3, 4), (0, 0, 4), (0, 1, 4), (0, 2, 4): rank = 1
            case (3, 0, 4): rank = 2
            default: continue
            }
            if let best, best.rank <= rank { continue }
            let length = format == 12 ? Int(try table.u32(offset + 4)) : Int(try table.u16(offset + 2))
            best = (rank, try table.slice(offset, length), format)
        }
        switch best?.format {
        case 12: subtable = .groups(best!.bytes)
        case 4: subtable = .segments(best!.bytes)
        default: subtable = nil
        }
        if case .groups(let bytes) = subtable {
            try bytes.check(16, Int(try bytes.u32(12)) * 12, "format 12 groups")
        } else if case .segments(let bytes) = subtable {
            try bytes.check(14, Int(try bytes.u16(6)) * 4 + 2, "format 4 segments")
        }
    }

    /// The glyph `scalar` maps to, nil when unmapped.
    func glyph(for scalar: UInt32) throws(FontReadError) -> UInt32? {
        switch subtable {
        case .groups(let bytes):
            for i in 0..<Int(try bytes.u32(12)) {
                let g = 16 + i * 12
                let start = try bytes.u32(g), end = try bytes.u32(g + 4)
                if start <= scalar && scalar <= end { return try bytes.u32(g + 8) &+ (scalar - start) }
            }
            return nil
        case .segments(let bytes):
            guard scalar <= 0xFFFF else { return nil }
            let segments = Int(try bytes.u16(6)) / 2
            for s in 0..<segments where scalar <= UInt32(try bytes.u16(14 + s * 2)) {
                return try segmentGlyph(bytes, segment: s, segments: segments, code: scalar)
            }
            return nil
        case nil:
            return nil
        }
    }

    /// Format 4's glyph rule: delta alone, or delta added to an entry of the glyph array.
    private func segmentGlyph(_ bytes: FontBytes, segment s: Int, segments: Int, code: UInt32) throws(FontReadError) -> UInt32? {
        let start = UInt32(try bytes.u16(16 + segments * 2 + s * 2))
        guard code >= start else { return nil }
        let delta = try bytes.u16(16 + segments * 4 + s * 2)
        let rangeOffsetAt = 16 + segments * 6 + s * 2
        let rangeOffset = Int(try bytes.u16(rangeOffsetAt))
        if rangeOffset == 0 { return UInt32(UInt16(truncatingIfNeeded: code) &+ delta) }
        let glyph = try bytes.u16(rangeOffsetAt + rangeOffset + Int(code - start) * 2)
        return glyph == 0 ? 0 : UInt32(glyph &+ delta)
    }

    /// Every mapped code point as sorted, non-overlapping ranges (glyph 0, `.notdef`, excluded).
    func mappedRanges() throws(FontReadError) -> [ClosedRange<UInt32>] {
        var ranges: [ClosedRange<UInt32>] = []
        switch subtable {
        case .groups(let bytes):
            for i in 0..<Int(try bytes.u32(12)) {
                let g = 16 + i * 12
                var start = try bytes.u32(g)
                let end = try bytes.u32(g + 4)
                if try bytes.u32(g + 8) == 0 { start &+= 1 }
                if start <= end && end <= 0x10FFFF { ranges.append(start...end) }
            }
        case .segments(let bytes):
            let segments = Int(try bytes.u16(6)) / 2
            // End codes must increase; visiting each code point once bounds the work for any file.
            var next: UInt32 = 0
            for s in 0..<segments {
                let end = UInt32(try bytes.u16(14 + s * 2))
                let start = max(UInt32(try bytes.u16(16 + segments * 2 + s * 2)), next)
                guard start <= end else { continue }
                next = end + 1
                for code in start...end where try segmentGlyph(bytes, segment: s, segments: segments, code: code) ?? 0 != 0 {
                    // Runs of mapped codes extend one range rather than adding one per code point.
                    if let last = ranges.last, last.upperBound + 1 == code {
                        ranges[ranges.count - 1] = last.lowerBound...code
                    } else {
                        ranges.append(code...code)
                    }
                }
            }
        case nil:
            break
        }
        var merged: [ClosedRange<UInt32>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound <= last.upperBound &+ 1 {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return merged
    }

    /// Scripts the font maps any character of (a malformed subtable gives none).
    static func coverage(of ranges: [ClosedRange<UInt32>]) -> [ScriptCoverage] {
        ScriptBlocks.all.compactMap { script in
            var covered = 0
            for block in script.blocks {
                for range in ranges where range.overlaps(block) {
                    covered += Int(min(range.upperBound, block.upperBound) - max(range.lowerBound, block.lowerBound)) + 1
                }
            }
            return covered == 0 ? nil : ScriptCoverage(script: script.name, covered: covered, total: script.total)
        }
    }
}

/// The blocks the coverage summary counts, in report order.
enum ScriptBlocks {
    struct Script {
        var name: String
        var blocks: [ClosedRange<UInt32>]
        var total: Int { blocks.reduce(0) { $0 + Int($1.upperBound - $1.lowerBound) + 1 } }
    }

    static let all: [Script] = [
        Script(name: "Digits", blocks: [0x30...0x39]),
        Script(name: "Latin", blocks: [0x41...0x5A, 0x61...0x7A]),
        Script(name: "Latin Extended", blocks: [0xC0...0x24F]),
        Script(name: "Greek", blocks: [0x370...0x3FF]),
        Script(name: "Cyrillic", blocks: [0x400...0x4FF]),
        Script(name: "Hebrew", blocks: [0x590...0x5FF]),
        Script(name: "Arabic", blocks: [0x600...0x6FF]),
        Script(name: "Devanagari", blocks: [0x900...0x97F]),
        Script(name: "Thai", blocks: [0xE00...0xE7F]),
        Script(name: "Hiragana", blocks: [0x3040...0x309F]),
        Script(name: "Katakana", blocks: [0x30A0...0x30FF]),
        Script(name: "CJK Ideographs", blocks: [0x4E00...0x9FFF]),
        Script(name: "Hangul", blocks: [0xAC00...0xD7A3]),
    ]
}
