import Foundation

/// The files of a corpus: each path, or each regular file in a directory, sorted.
package enum CorpusFiles {
  /// The files `paths` name, directories expanded one level and sorted by name.
  package static func expand(_ paths: [String]) -> [String] {
    var files: [String] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
      if isDirectory.boolValue {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        files += names.filter { !$0.hasPrefix(".") }.sorted().map { path + "/" + $0 }
      } else {
        files.append(path)
      }
    }
    return files
  }
}
