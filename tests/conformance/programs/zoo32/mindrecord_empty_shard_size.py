"""A MindRecord shard that gets no rows: MindSpore 2.10 writes its header alone (8-byte length + JSON, "page": null;
a file of ~1 KB), not padded to ``header_size``.  Found preparing the zoo's Wide&Deep synthetic data
(src/preprocess_data.py: FileWriter(..., 21) for 10 samples): msgraph wrote every empty shard as a 16 MiB file of
zeros (the header padded to header_size).  Shards with rows are padded to header_size and cut after the last page
in both (their sizes are recorded too), and both read back.  Also FileReader's values of float fields: MindSpore
stores them as given (0.1 in a float32 field stays the double 0.1) and gives a float with an integral value back
as an int (0.0 -> 0, 2**40 - 3 -> 1099511627773); msgraph rounded float32 fields to float32 on writing and gave
floats back."""
import os
import tempfile
import numpy as np
from mindspore.mindrecord import FileWriter, FileReader
import mindspore.dataset as ds
from _conf import emit

tmp = tempfile.mkdtemp()
schema = {"x": {"type": "int32", "shape": [-1]}, "y": {"type": "float32"}, "z": {"type": "float64"}}
for nshard, nrow in ((3, 1), (4, 2), (2, 0)):
    path = os.path.join(tmp, "s%d_%d.mindrecord" % (nshard, nrow))
    w = FileWriter(path, nshard)
    w.add_schema(schema, "t")
    if nrow:
        w.write_raw_data([{"x": np.arange(i + 2, dtype=np.int32), "y": float(i) + 0.1 * i, "z": 2.0 ** (40 * i) - 3.0}
                          for i in range(nrow)])
    w.commit()
    names = sorted(n for n in os.listdir(tmp) if n.startswith("s%d_%d.mindrecord" % (nshard, nrow))
                   and not n.endswith(".db"))
    # (sorted: MindSpore gives the len % n extra rows to shards drawn at random, msgraph to the last ones)
    emit("sizes_%d_%d" % (nshard, nrow), sorted(os.path.getsize(os.path.join(tmp, n)) for n in names))
    first = os.path.join(tmp, names[0])
    r = FileReader(first)
    emit("reader_%d_%d" % (nshard, nrow), sorted((sorted(item.items()) for item in r.get_next()), key=lambda t: len(t[0][1])))
    r.close()
    if nrow:
        d = ds.MindDataset(first, shuffle=False)
        emit("dataset_%d_%d" % (nshard, nrow), [d.get_dataset_size(), sorted(
            ([r_["x"].tolist(), r_["y"].tolist()] for r_ in d.create_dict_iterator(output_numpy=True)), key=len)])
