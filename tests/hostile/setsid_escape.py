# Hostile: forks a child that leaves the session with os.setsid() and sleeps for a minute,
# prints an answer and exits. Expected: the child is not alive once the judge returns.
import os
import sys
import time

if os.fork() == 0:
    os.setsid()
    time.sleep(60)
    sys.exit(0)
time.sleep(0.1)
print("unsolvable")
