print("weather-mvvm")
