import Foundation
import XCTest

extension SwiftCompiler {
    /// Writes each stand-in framework (`AppleStubs`) to `stubDir` and builds it as a module there,
    /// so generated code can `import UIKit`/`AppKit`/`SwiftUI` against it with `-I stubDir`.
    static func emitStubModules(_ stubs: [(String, String)], into stubDir: String, cache: String, swiftc: String,
                                file: StaticString = #filePath, line: UInt = #line) throws {
        try FileManager.default.createDirectory(atPath: stubDir, withIntermediateDirectories: true)
        for (module, source) in stubs {
            let path = stubDir + "/" + module + ".swift"
            try source.write(toFile: path, atomically: true, encoding: .utf8)
            let build = try run(swiftc, ["-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", module,
                                         "-module-cache-path", cache, "-I", stubDir,
                                         "-emit-module-path", stubDir + "/" + module + ".swiftmodule", path], in: stubDir)
            XCTAssertEqual(build.status, 0, "stub \(module): " + build.output, file: file, line: line)
        }
    }
}
