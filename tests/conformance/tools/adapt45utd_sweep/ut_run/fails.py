"""list failed/errored test ids from junit xmls: id<TAB>short message"""
import sys, os, glob, xml.etree.ElementTree as ET
BASE = "/tmp/adapt45utd_root/tests/ut/python"
def tid(cls, name):
    parts = cls.split(".")
    for k in range(len(parts), 0, -1):
        p = "/".join(parts[:k]) + ".py"
        if os.path.exists(os.path.join(BASE, p)):
            return "::".join([p] + parts[k:] + [name])
    return cls + "::" + name
if __name__ == "__main__":
    for f in sorted(glob.glob(sys.argv[1])):
      for tc in ET.parse(f).getroot().iter("testcase"):
          for kind in ("failure", "error"):
              e = tc.find(kind)
              if e is not None:
                  msg = (e.get("message") or "").replace("\n", " ")[:160]
                  print(f"{tid(tc.get('classname'), tc.get('name'))}\t{msg}")
