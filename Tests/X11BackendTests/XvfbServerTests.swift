import Foundation
import Glibc
import Testing
import X11BackendTesting

/// The test X server's own housekeeping: the socket file a killed server leaves behind is
/// removed, and only while it is still that server's.
@Suite struct XvfbServerTests {
  @Test func aKilledServersSocketFileIsRemoved() throws {
    let server = try XvfbServer(width: 64, height: 64)
    let socket = XvfbServer.socketPath(display: server.displayNumber)
    try #require(FileManager.default.fileExists(atPath: socket))
    server.kill()
    #expect(!server.isRunning)
    #expect(!FileManager.default.fileExists(atPath: socket))
  }

  @Test func aFileAnotherServerMadeInItsPlaceIsLeftAlone() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("X-\(UUID().uuidString)").path
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    let killedServers = try #require(XvfbServer.inode(of: path))
    // The successor's file: made anew at the same path, so another inode (the old one is
    // still held open, so that the file system cannot hand the same number out again).
    let held = open(path, O_RDONLY)
    defer { close(held) }
    unlink(path)
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    defer { unlink(path) }
    let successors = try #require(XvfbServer.inode(of: path))
    try #require(successors != killedServers)

    XvfbServer.removeSocket(path, madeAs: killedServers)
    #expect(FileManager.default.fileExists(atPath: path))
    XvfbServer.removeSocket(path, madeAs: successors)
    #expect(!FileManager.default.fileExists(atPath: path))
  }
}
