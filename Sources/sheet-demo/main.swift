import DemoApp
import Foundation

exit(DemoMain.run(Array(CommandLine.arguments.dropFirst())))
