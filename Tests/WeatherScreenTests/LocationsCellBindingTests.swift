import Testing
import WeatherApp
import WeatherScreens
import WeatherViews

/// The MVVM variant's list binds a cell once, when it is made: a test of that variant alone, in
/// a file of its own, so that the tutorial's starter, which has no MVVM variant yet, leaves it
/// out (tutorial/starter).
extension LocationsCellTests {
  @Test("adding a place to a list of 100 binds the new cell only (MVVM with Box)")
  func addBindsOneCell() throws {
    let screen = try listScreen(.named("mvvm"), places: Self.places(100))
    let before = screen.view.activity.labelWrites
    screen.controller.addPlace(Self.places(101)[100])
    let writes = screen.view.activity.labelWrites - before

    // A binding sets its label at once: five for the new cell's labels, none for the 100
    // cells already bound; the sixth write is the list's message.
    #expect(writes == 6)
    #expect((screen.view as? LocationsView)?.messageLabel.text == "Added Place 100, VA.")
  }
}
