"""ids that passed in MindSpore junit xmls"""
import sys, glob, xml.etree.ElementTree as ET
sys.path.insert(0, "/tmp/adapt45utd_out")
from fails import tid
for f in sorted(glob.glob(sys.argv[1])):
    for tc in ET.parse(f).getroot().iter("testcase"):
        if not any(tc.find(k) is not None for k in ("failure", "error", "skipped")):
            print(tid(tc.get("classname"), tc.get("name")))
