import Foundation

/// The font families installed on this machine, so the guide can name the ones a text style asks
/// for but the page cannot show (instead of letting the browser substitute silently).
public struct FontAvailability: Sendable, Hashable {
    /// Lower-cased family names.
    public var families: Set<String>

    public init(families: Set<String>) {
        self.families = Set(families.map { $0.lowercased() })
    }

    /// Names that mean "the platform's system font" (SF Pro on Apple platforms).
    public static let systemNames: Set<String> = ["system", "system-ui", "-apple-system", "blinkmacsystemfont", "sf pro",
                                                  "sf pro text", "sf pro display", "san francisco", ".sf ui text", ".sf ns"]

    public static func isSystem(_ family: String) -> Bool { systemNames.contains(family.lowercased()) }

    public func has(_ family: String) -> Bool { families.contains(family.lowercased()) }

    /// Whether any installed family draws Japanese (by the names of the common CJK families).
    /// Without one, a browser on this machine shows the Japanese samples as boxes.
    public var hasCJK: Bool {
        families.contains { name in Self.cjkNameParts.contains { name.contains($0) } }
    }

    static let cjkNameParts = ["cjk", "hiragino", "noto sans jp", "noto serif jp", "yu gothic", "yu mincho", "source han",
                               "ipagothic", "ipamincho", "ipaexgothic", "ipaexmincho", "takao", "vl gothic", "wenquanyi",
                               "droid sans fallback", "pingfang", "meiryo", "ms gothic", "ms mincho", "sawarabi", "unifont"]

    /// Reads the installed families with fontconfig's `fc-list` when it exists (Linux, and macOS
    /// with fontconfig); otherwise lists font file names in the usual folders.
    public static func installed() -> FontAvailability {
        for tool in ["/usr/bin/fc-list", "/usr/local/bin/fc-list", "/opt/homebrew/bin/fc-list"]
        where FileManager.default.isExecutableFile(atPath: tool) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = [":", "family"]
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
            guard (try? process.run()) != nil else { continue }
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            var names = Set<String>()
            for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
                for name in line.split(separator: ",") { names.insert(name.trimmingCharacters(in: .whitespaces)) }
            }
            return FontAvailability(families: names)
        }
        var names = Set<String>()
        for folder in ["/System/Library/Fonts", "/Library/Fonts", NSHomeDirectory() + "/Library/Fonts"] {
            for file in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
                let stem = file.split(separator: ".").first.map(String.init) ?? file
                names.insert(stem)
                names.insert(stem.split(separator: "-").first.map(String.init) ?? stem)
            }
        }
        return FontAvailability(families: names)
    }
}
