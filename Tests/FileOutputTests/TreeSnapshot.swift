import Foundation

/// One item of a snapshot.
enum TreeItem: Equatable, CustomStringConvertible {
    case folder
    case file(Data)
    var description: String {
        switch self {
        case .folder: "folder"
        case .file(let data): "file \"\(String(decoding: data, as: UTF8.self))\""
        }
    }
}

/// Every file and folder below `root` (hidden ones too): relative path → what is there.
func snapshot(_ root: String) -> [String: TreeItem] {
    var result: [String: TreeItem] = [:]
    let fm = FileManager.default
    func walk(_ relative: String) {
        let path = relative.isEmpty ? root : root + "/" + relative
        for name in (try? fm.contentsOfDirectory(atPath: path)) ?? [] {
            let child = relative.isEmpty ? name : relative + "/" + name
            var isDir: ObjCBool = false
            _ = fm.fileExists(atPath: root + "/" + child, isDirectory: &isDir)
            if isDir.boolValue {
                result[child] = .folder
                walk(child)
            } else {
                result[child] = .file(fm.contents(atPath: root + "/" + child) ?? Data())
            }
        }
    }
    walk("")
    return result
}
