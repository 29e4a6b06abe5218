// The tests arrive in a later step of the tutorial.
