import Foundation
import XCTest

/// The first mistakes a newcomer makes on the command line: each gets a message that says what is
/// wrong and what to do, and a non-zero exit with nothing written.
final class NewcomerMistakeTests: XCTestCase {
    func testBuildWhereThereIsNoProjectSaysSoAndPointsAtInit() throws {
        let dir = try temporaryFolder()
        let here = try CLI.run(["build"], in: dir)
        XCTAssertEqual(here.status, 1)
        XCTAssertTrue(here.stderr.contains("./stylebook.yml: error: no stylebook.yml in this folder; `stylebook init .` starts a project"), here.stderr)

        let missing = try CLI.run(["build", dir + "/Desgin"])
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.stderr.contains(dir + "/Desgin: error: no such project folder or file"), missing.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/Desgin"), "nothing is created")

        let guide = try CLI.run(["guide", dir, "-o", dir + "/Guide"])
        XCTAssertEqual(guide.status, 1)
        XCTAssertTrue(guide.stderr.contains("error: no stylebook.yml in this folder"), guide.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/Guide"))
    }

    func testAMisspeltCommandNamesTheOneMeant() throws {
        let typo = try CLI.run(["bild", "Design"])
        XCTAssertEqual(typo.status, 64)
        XCTAssertTrue(typo.stderr.contains("error: unknown command 'bild'; did you mean 'build'?"), typo.stderr)
        let unknown = try CLI.run(["frobnicate"])
        XCTAssertEqual(unknown.status, 64)
        XCTAssertTrue(unknown.stderr.contains("error: unknown command 'frobnicate' (commands: init, build,"), unknown.stderr)
        XCTAssertEqual(try CLI.run(["help", "build"]).status, 0)
    }

    func testLintOfATokenFileAsksForItsRulesInsteadOfReadingItAsAProject() throws {
        let project = try CLI.kaimonoProject(self)
        let file = project + "/tokens/palette.tokens.json"
        let bare = try CLI.run(["lint", file])
        XCTAssertEqual(bare.status, 1)
        XCTAssertTrue(bare.stderr.contains("error: token files need --config RULES.yml"), bare.stderr)
        XCTAssertFalse(bare.stderr.contains("project file"), "the token file is not read as stylebook.yml: \(bare.stderr)")

        // The same file with rules, and the project by folder or by its file, are checked.
        let rules = try CLI.run(["lint", "--resolver", project + "/tokens/kaimono.resolver.json", "--config", project + "/stylebook-lint.yml"])
        XCTAssertEqual(rules.status, 0, rules.stderr)
        for target in [project, project + "/stylebook.yml"] {
            let run = try CLI.run(["lint", target])
            XCTAssertEqual(run.status, 0, run.stderr)
            XCTAssertTrue(run.stderr.contains("checked 40 colour pairs"), run.stderr)
        }
    }

    func testAMisspeltInputInTheProjectIsAnErrorAndNothingIsWritten() throws {
        let project = try CLI.kaimonoProject(self)
        let yml = project + "/stylebook.yml"
        let text = try String(contentsOfFile: yml, encoding: .utf8)
        try text.replacingOccurrences(of: "  namespace: Colors\n", with: "  namespace: Colors\n  inputs: { sise: large }\n")
            .write(toFile: yml, atomically: true, encoding: .utf8)
        let build = try CLI.run(["build", project])
        XCTAssertEqual(build.status, 1)
        XCTAssertTrue(build.stderr.contains("error: the resolver has no modifier \"sise\" (modifiers: appearance), as named in --input (stylebook.yml: tokens.inputs)"), build.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: project + "/Generated"), "nothing is written")
    }
}
