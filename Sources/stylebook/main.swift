print("stylebook")
