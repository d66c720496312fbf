// Paths, the built binary and process running, shared by every test target.
@_exported import StylebookTestSupport
