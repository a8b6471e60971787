print("not written yet")
