import Foundation
import StylebookTestSupport
import XCTest

/// Open-licence fonts from Debian packages (scripts/test.sh installs them as root) and
/// fontconfig's `fc-query`, whose report the reader must match. Missing ones skip the test with
/// the package to install, except under CI=true, where they fail it.
enum InstalledFonts {
    static let liberation = "/usr/share/fonts/truetype/liberation"
    static let inter = "/usr/share/fonts/opentype/inter"
    static let interVariable = "/usr/share/fonts/truetype/inter-vf"
    static let notoCJK = "/usr/share/fonts/opentype/noto"
    static let fontAwesome = "/usr/share/fonts-font-awesome/fonts"

    static func require(_ path: String, package: String) throws -> String {
        if FileManager.default.fileExists(atPath: path) { return path }
        let message = "\(path) is missing: install Debian's \(package) (apt-get install \(package); scripts/test.sh does this as root)"
        if ProcessInfo.processInfo.environment["CI"] == "true" { XCTFail(message); throw XCTSkip(message) }
        throw XCTSkip(message)
    }

    /// One face as fc-query reports it.
    struct Reported: Equatable {
        var index: Int
        var family: String
        var style: String
        var postScriptName: String
        var weight: String
        var width: String
        var slant: Int
        var spacing: String
        var variable: Bool
    }

    static func fcQuery(_ file: String) throws -> [Reported] {
        let executable = ["/usr/bin/fc-query", "/usr/local/bin/fc-query", "/opt/homebrew/bin/fc-query"]
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let executable else {
            _ = try require("/usr/bin/fc-query", package: "fontconfig")
            throw XCTSkip("no fc-query")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-f", "%{index}|%{family[0]}|%{style[0]}|%{postscriptname}|%{weight}|%{width}|%{slant}|%{spacing}|%{variable}\\n", file]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map { line in
            let f = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            return Reported(index: Int(f[0]) ?? -1, family: f[1], style: f[2], postScriptName: f[3], weight: f[4], width: f[5],
                            slant: Int(f[6]) ?? -1, spacing: f[7], variable: f[8] == "True")
        }
    }

    /// fontconfig's weight scale for an OpenType weight class: the same piecewise-linear map
    /// fontconfig uses (100→0, 200→40, 300→50, 350→55, 380→75, 400→80, 500→100, 600→180,
    /// 700→200, 800→205, 900→210, 1000→215).
    static func fontconfigWeight(_ openType: Double) -> Double {
        let map: [(Double, Double)] = [(0, 0), (100, 0), (200, 40), (300, 50), (350, 55), (380, 75), (400, 80), (500, 100),
                                       (600, 180), (700, 200), (800, 205), (900, 210), (1000, 215)]
        for i in 1..<map.count where openType <= map[i].0 {
            let (x0, y0) = map[i - 1], (x1, y1) = map[i]
            return y0 + (openType - x0) * (y1 - y0) / (x1 - x0)
        }
        return 215
    }

    /// fontconfig's width scale for usWidthClass 1…9.
    static func fontconfigWidth(_ widthClass: Int) -> Double {
        [50, 62.5, 75, 87.5, 100, 112.5, 125, 150, 200][max(0, min(8, widthClass - 1))]
    }
}
