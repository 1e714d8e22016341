import SwiftUI

/// Settings, with help in a sheet. Written for hig's tests.
struct SettingsView: View {
  @State private var showsHelp = false
  @State private var items: [String] = []

  // A comment that names .fullScreenCover( counts for nothing.
  var body: some View {
    List(items, id: \.self) { item in
      Text("Drag \(item) — .alert( in a string counts for nothing")
        .draggable(item)
    }
    .toolbar {
      Button("Help") { showsHelp = true }
    }
    .sheet(isPresented: $showsHelp) {
      HelpView()
    }
  }
}
