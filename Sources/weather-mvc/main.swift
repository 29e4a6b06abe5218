print("weather-mvc")
