/// `fvar`: a variable font's axes and named instances.
struct FontVariations {
    var axes: [FontAxis] = []
    var instances: [FontInstance] = []

    init(_ table: FontBytes, names: NameTable) throws(FontReadError) {
        try table.check(0, 16, "the 16-byte header")
        let axesOffset = Int(try table.u16(4))
        let axisCount = Int(try table.u16(8)), axisSize = Int(try table.u16(10))
        let instanceCount = Int(try table.u16(12)), instanceSize = Int(try table.u16(14))
        guard axisSize >= 20 else { throw table.fail("axisSize is \(axisSize) (must be at least 20)") }
        guard instanceSize >= axisCount * 4 + 4 else {
            throw table.fail("instanceSize is \(instanceSize), too small for \(axisCount) axes")
        }
        try table.check(axesOffset, axisCount * axisSize, "\(axisCount) axis records")
        for i in 0..<axisCount {
            let record = axesOffset + i * axisSize
            let tag = try table.tag(record)
            let minimum = try table.fixed(record + 4), value = try table.fixed(record + 8), maximum = try table.fixed(record + 12)
            guard minimum <= value, value <= maximum else {
                throw table.fail("axis '\(tag)' has default \(value) outside \(minimum)…\(maximum)")
            }
            let flags = try table.u16(record + 16), nameID = try table.u16(record + 18)
            axes.append(FontAxis(tag: tag, name: names.string(nameID) ?? tag, minimum: minimum, defaultValue: value,
                                 maximum: maximum, isHidden: flags & 1 != 0))
        }
        let instancesOffset = axesOffset + axisCount * axisSize
        try table.check(instancesOffset, instanceCount * instanceSize, "\(instanceCount) instance records")
        // The optional PostScript name ID follows the coordinates when the record has room for it.
        let hasPostScriptName = instanceSize >= axisCount * 4 + 6
        for i in 0..<instanceCount {
            let record = instancesOffset + i * instanceSize
            let subfamily = try table.u16(record)
            var coordinates: [Double] = []
            for axis in 0..<axisCount { coordinates.append(try table.fixed(record + 4 + axis * 4)) }
            var postScriptName: String?
            if hasPostScriptName {
                let id = try table.u16(record + 4 + axisCount * 4)
                if id != 0xFFFF { postScriptName = names.string(id) }
            }
            instances.append(FontInstance(name: names.string(subfamily) ?? "Instance \(i + 1)",
                                          postScriptName: postScriptName, coordinates: coordinates))
        }
    }
}
