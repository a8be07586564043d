import AccessibilityBridge

/// What AT-SPI's methods take and return, as at-spi2-core's interface descriptions
/// (`xml/*.xml`) and libatspi, the client, have them; where they differ, libatspi's reading
/// wins (`Text.GetAttributeValue` returns `s`: libatspi calls it `is=>s`). The
/// accessibility fuzz target holds the bridge's replies to this table, written apart from
/// the bridge: a values reply must be a method's, with its input and output signatures.
enum AtspiSignatures {
  /// One method's argument and reply signatures.
  struct Method: Equatable {
    let input: String
    let output: String
  }

  /// The methods of each interface, by member.
  static let methods: [String: [String: Method]] = [
    AtspiInterface.accessible: [
      "GetChildAtIndex": Method(input: "i", output: "(so)"),
      "GetChildren": Method(input: "", output: "a(so)"),
      "GetIndexInParent": Method(input: "", output: "i"),
      "GetRelationSet": Method(input: "", output: "a(ua(so))"),
      "GetRole": Method(input: "", output: "u"),
      "GetRoleName": Method(input: "", output: "s"),
      "GetLocalizedRoleName": Method(input: "", output: "s"),
      "GetState": Method(input: "", output: "au"),
      "GetAttributes": Method(input: "", output: "a{ss}"),
      "GetApplication": Method(input: "", output: "(so)"),
      "GetInterfaces": Method(input: "", output: "as"),
    ],
    AtspiInterface.component: [
      "Contains": Method(input: "iiu", output: "b"),
      "GetAccessibleAtPoint": Method(input: "iiu", output: "(so)"),
      "GetExtents": Method(input: "u", output: "(iiii)"),
      "GetPosition": Method(input: "u", output: "ii"),
      "GetSize": Method(input: "", output: "ii"),
      "GetLayer": Method(input: "", output: "u"),
      "GetMDIZOrder": Method(input: "", output: "n"),
      "GrabFocus": Method(input: "", output: "b"),
      "GetAlpha": Method(input: "", output: "d"),
      "SetExtents": Method(input: "iiiiu", output: "b"),
      "SetPosition": Method(input: "iiu", output: "b"),
      "SetSize": Method(input: "ii", output: "b"),
      "ScrollTo": Method(input: "u", output: "b"),
      "ScrollToPoint": Method(input: "uii", output: "b"),
    ],
    AtspiInterface.action: [
      "GetDescription": Method(input: "i", output: "s"),
      "GetName": Method(input: "i", output: "s"),
      "GetLocalizedName": Method(input: "i", output: "s"),
      "GetKeyBinding": Method(input: "i", output: "s"),
      "GetActions": Method(input: "", output: "a(sss)"),
      "DoAction": Method(input: "i", output: "b"),
    ],
    AtspiInterface.text: [
      "GetText": Method(input: "ii", output: "s"),
      "SetCaretOffset": Method(input: "i", output: "b"),
      "GetTextBeforeOffset": Method(input: "iu", output: "sii"),
      "GetTextAtOffset": Method(input: "iu", output: "sii"),
      "GetTextAfterOffset": Method(input: "iu", output: "sii"),
      "GetStringAtOffset": Method(input: "iu", output: "sii"),
      "GetCharacterAtOffset": Method(input: "i", output: "i"),
      "GetAttributeValue": Method(input: "is", output: "s"),
      "GetAttributes": Method(input: "i", output: "a{ss}ii"),
      "GetDefaultAttributes": Method(input: "", output: "a{ss}"),
      "GetDefaultAttributeSet": Method(input: "", output: "a{ss}"),
      "GetCharacterExtents": Method(input: "iu", output: "iiii"),
      "GetOffsetAtPoint": Method(input: "iiu", output: "i"),
      "GetNSelections": Method(input: "", output: "i"),
      "GetSelection": Method(input: "i", output: "ii"),
      "AddSelection": Method(input: "ii", output: "b"),
      "RemoveSelection": Method(input: "i", output: "b"),
      "SetSelection": Method(input: "iii", output: "b"),
      "GetRangeExtents": Method(input: "iiu", output: "iiii"),
      "GetBoundedRanges": Method(input: "iiiiuuu", output: "a(iisv)"),
      "GetAttributeRun": Method(input: "ib", output: "a{ss}ii"),
    ],
    AtspiInterface.editableText: [
      "SetTextContents": Method(input: "s", output: "b"),
      "InsertText": Method(input: "isi", output: "b"),
      "CopyText": Method(input: "ii", output: ""),
      "CutText": Method(input: "ii", output: "b"),
      "DeleteText": Method(input: "ii", output: "b"),
      "PasteText": Method(input: "i", output: "b"),
    ],
    AtspiInterface.application: [
      "GetLocale": Method(input: "u", output: "s"),
      "GetApplicationBusAddress": Method(input: "", output: "s"),
    ],
    AtspiInterface.cache: [
      "GetItems": Method(input: "", output: "a" + AccessibleMethods.cacheItemSignature)
    ],
    AtspiInterface.properties: [
      "Get": Method(input: "ss", output: "v"),
      "GetAll": Method(input: "s", output: "a{sv}"),
      "Set": Method(input: "ssv", output: ""),
    ],
    AtspiInterface.introspectable: [
      "Introspect": Method(input: "", output: "s")
    ],
  ]

  /// The method `interface.member`, if the table has it.
  static func method(_ interface: String, _ member: String) -> Method? {
    methods[interface]?[member]
  }

  /// Every interface that declares `member`, with its method, in a fixed order.
  static func declaring(_ member: String) -> [(interface: String, method: Method)] {
    declarations[member] ?? []
  }

  private static let declarations: [String: [(interface: String, method: Method)]] = {
    var byMember: [String: [(interface: String, method: Method)]] = [:]
    for interface in methods.keys.sorted() {
      for (member, method) in methods[interface] ?? [:] { byMember[member, default: []].append((interface, method)) }
    }
    return byMember
  }()

  /// Every member in the table, sorted, each once.
  static let members: [String] = Array(Set(methods.values.flatMap(\.keys))).sorted()
}
