# Hostile: a Python syntax error. Expected verdict: CE (python3 compiles it first).
def main(:
    print("ullddrurdllurdruldr")
