import DemoApp

print("sheet-demo: not built yet")
