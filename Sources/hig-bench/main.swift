print("hig-bench")
