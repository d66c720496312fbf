/// Building a `FontFace` from a font's tables.
extension FontFace {
    init(tables: FontTables, file: String, index: Int, format: FontFormat) throws(FontReadError) {
        let names = try NameTable(tables.required("name"))
        let head = try HeadTable(tables.required("head"))
        let os2 = try tables.table("OS/2").map { table throws(FontReadError) in try OS2Table(table) }
        let post = try tables.table("post").map { table throws(FontReadError) in try PostTable(table) }
        guard let postScriptName = names.string(6) else {
            throw FontReadError("'name' table", "no PostScript name (name ID 6), which UIFont(name:) and Font.custom need")
        }
        guard let family = names.string(16) ?? names.string(1) else {
            throw FontReadError("'name' table", "no family name (name ID 16 or 1)")
        }
        self.file = file
        self.index = index
        self.format = format
        self.family = family
        style = names.string(17) ?? names.string(2) ?? "Regular"
        fullName = names.string(4)
        self.postScriptName = postScriptName
        weight = os2.map { Int($0.weightClass) } ?? (head.isBold ? 700 : 400)
        width = os2.map { Int($0.widthClass) } ?? 5
        italicAngle = post?.italicAngle ?? 0
        isItalic = (os2?.isItalic ?? false) || head.isItalic || italicAngle != 0
        isFixedPitch = post?.isFixedPitch ?? false
        unitsPerEm = Int(head.unitsPerEm)
        let map = try tables.table("cmap").map { table throws(FontReadError) in try CharacterMap(table) }
        // A malformed subtable maps nothing (it is not an error: the rest of the face is usable).
        mappedRanges = (try? map?.mappedRanges()) ?? []
        coverage = CharacterMap.coverage(of: mappedRanges)
        hasMonospacedDigits = try map.map { map throws(FontReadError) in try FontFace.digitsShareAdvance(map, tables) } ?? false
        if let fvar = tables.table("fvar") {
            let variations = try FontVariations(fvar, names: names)
            axes = variations.axes
            instances = variations.instances
        } else {
            axes = []
            instances = []
        }
    }

    /// True when 0–9 all map to glyphs with one advance width (`hmtx`).
    private static func digitsShareAdvance(_ map: CharacterMap, _ tables: FontTables) throws(FontReadError) -> Bool {
        guard let hhea = tables.table("hhea"), let hmtx = tables.table("hmtx") else { return false }
        let metricsCount = Int(try hhea.u16(34))
        guard metricsCount > 0 else { throw hhea.fail("numberOfHMetrics is 0") }
        // Transformed (WOFF2) hmtx: a flags byte, then the advances alone.
        let (base, stride) = tables.hmtxIsTransformed ? (1, 2) : (0, 4)
        var advances = Set<UInt16>()
        for digit in UInt32(0x30)...0x39 {
            guard let glyph = try map.glyph(for: digit), glyph != 0 else { return false }
            let metric = min(Int(glyph), metricsCount - 1)
            advances.insert(try hmtx.u16(base + metric * stride))
        }
        return advances.count == 1
    }
}

/// `head`: units per em and the Mac style bits.
struct HeadTable {
    var unitsPerEm: UInt16
    var isBold: Bool
    var isItalic: Bool

    init(_ table: FontBytes) throws(FontReadError) {
        try table.check(0, 54, "the 54-byte header")
        unitsPerEm = try table.u16(18, "unitsPerEm", in: 16...16384)
        let macStyle = try table.u16(44)
        isBold = macStyle & 1 != 0
        isItalic = macStyle & 2 != 0
    }
}

/// `OS/2`: weight and width classes and the italic/oblique selection bits.
struct OS2Table {
    var weightClass: UInt16
    var widthClass: UInt16
    var isItalic: Bool

    init(_ table: FontBytes) throws(FontReadError) {
        try table.check(0, 64, "the fields up to fsSelection")
        weightClass = try table.u16(4, "usWeightClass", in: 1...1000)
        widthClass = try table.u16(6, "usWidthClass", in: 1...9)
        let selection = try table.u16(62)
        isItalic = selection & 0x0001 != 0 || selection & 0x0200 != 0
    }
}

/// `post`: italic angle and fixed pitch.
struct PostTable {
    var italicAngle: Double
    var isFixedPitch: Bool

    init(_ table: FontBytes) throws(FontReadError) {
        try table.check(0, 16, "the fields up to isFixedPitch")
        italicAngle = try table.fixed(4)
        isFixedPitch = try table.u32(12) != 0
    }
}
