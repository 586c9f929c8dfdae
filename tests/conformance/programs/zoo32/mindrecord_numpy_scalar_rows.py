"""FileWriter.write_raw_data with numpy scalars in scalar fields: MindSpore 2.10 keeps a row only where a numpy
scalar's type is the field's own type (np.float64 in float64, np.int64 in int64) and drops the row (with a warning)
for np.float32 in a float64 field, np.int32 in an int64 one, np.float64 in float32 and np.int64 in int32; Python
int/float fill either width.  Found while checking the zoo's Wide&Deep MindRecord writer; msgraph took any numpy
int for either int field and any numpy float for either float field."""
import os
import tempfile
import numpy as np
from mindspore.mindrecord import FileWriter, FileReader
from _conf import emit

tmp = tempfile.mkdtemp()
p = os.path.join(tmp, "a.mindrecord")
w = FileWriter(p, 1)
w.add_schema({"d": {"type": "float64"}, "f": {"type": "float32"}, "l": {"type": "int64"}, "i": {"type": "int32"},
              "s": {"type": "string"}}, "t")
base = {"d": 1.5, "f": 2.5, "l": 3, "i": 4}
cases = [("python", {}), ("d_f64", {"d": np.float64(1.25)}), ("d_f32", {"d": np.float32(1.25)}),
         ("f_f32", {"f": np.float32(2.25)}), ("f_f64", {"f": np.float64(2.25)}), ("l_i64", {"l": np.int64(5)}),
         ("l_i32", {"l": np.int32(5)}), ("i_i32", {"i": np.int32(6)}), ("i_i64", {"i": np.int64(6)}),
         ("d_int", {"d": 7}), ("l_float", {"l": 7.0}), ("l_bool", {"l": True}), ("s_int", {"s": 8})]
rows = []
for name, over in cases:
    r = dict(base, s=name)
    r.update(over)
    rows.append(r)
w.write_raw_data(rows)
w.commit()
reader = FileReader(p)
emit("kept", [item["s"] for item in reader.get_next()])
reader.close()
