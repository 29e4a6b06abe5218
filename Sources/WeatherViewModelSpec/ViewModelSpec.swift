/// Every behaviour of the weather, cell and list view models, which every kind keeps.
public enum ViewModelSpec<Kind: LocationsKind> {
  /// Every case of the three view models' specs.
  public static var cases: [SpecCase] {
    WeatherScreenSpec<Kind>.cases + LocationCellSpec<Kind>.cases + LocationsSpec<Kind>.cases
  }
}
