"""mindrecord.FileWriter -> dataset.MindDataset round trip: schema with scalars, strings, bytes and
int/float arrays; the shard file's bytes (MindSpore's format) and the rows read back."""
import hashlib
import os
import tempfile

import numpy as np
import mindspore.dataset as ds
from mindspore.mindrecord import FileReader, FileWriter
from _conf import emit

MODES = ("pynative",)

tmp = tempfile.mkdtemp()
path = os.path.join(tmp, "rt.mindrecord")
schema = {"label": {"type": "int32"}, "name": {"type": "string"}, "score": {"type": "float64"},
          "img": {"type": "bytes"}, "feat": {"type": "float32", "shape": [-1, 2]},
          "ids": {"type": "int64", "shape": [-1]}}
writer = FileWriter(path, shard_num=1, overwrite=True)
writer.set_header_size(1 << 14)
writer.set_page_size(1 << 15)
writer.add_schema(schema, "roundtrip")
writer.add_index(["label", "name"])
rows = [{"label": i, "name": "row%d" % i, "score": 0.5 * i - 1.0, "img": bytes([i, 255 - i, 7] * (i + 1)),
         "feat": (np.arange(2 * (i + 1), dtype=np.float32) / 4).reshape(-1, 2),
         "ids": np.array([i, -300 * i, 70000 * i, 2 ** 40 + i], np.int64)} for i in range(5)]
writer.write_raw_data(rows[:3])
writer.write_raw_data(rows[3:])
writer.commit()

with open(path, "rb") as f:
    emit("file_md5", hashlib.md5(f.read()).hexdigest())
emit("files", sorted(os.listdir(tmp)))

data = ds.MindDataset(path, shuffle=False)
emit("columns", data.get_col_names())
emit("size", data.get_dataset_size())
for k, row in enumerate(data.create_dict_iterator(output_numpy=True)):
    for c in sorted(row):
        v = row[c]
        emit(f"row{k}_{c}_dtype", str(v.dtype))
        emit(f"row{k}_{c}_shape", list(v.shape))
        emit(f"row{k}_{c}", v.tolist() if v.dtype.kind != "S" else [bytes(x).hex() for x in v.tolist()])

proj = ds.MindDataset(path, columns_list=["name", "label"], shuffle=False, num_samples=3)
emit("proj_columns", proj.get_col_names())
emit("proj_rows", [[str(a), int(b)] for a, b in proj.create_tuple_iterator(output_numpy=True)])

# tensors (not numpy) through a batch
batched = ds.MindDataset(path, columns_list=["label", "score"], shuffle=False).batch(2, drop_remainder=True)
emit("batched", [[x.asnumpy().tolist(), y.asnumpy().tolist()] for x, y in batched.create_tuple_iterator()])

reader = FileReader(path)
got = list(reader.get_next())
emit("reader_len", reader.len())
emit("reader_schema", reader.schema())
emit("reader_row1", {k: (v.hex() if isinstance(v, bytes) else v.tolist() if hasattr(v, "tolist") else v)
                     for k, v in got[1].items()})
reader.close()
