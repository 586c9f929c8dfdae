"""FileWriter(shard_num=3): each write_raw_data call splits its rows in equal contiguous parts, one per file;
MindDataset reads every shard from one name (or only those listed), and num_shards/shard_id split rows."""
import hashlib
import os
import tempfile

import numpy as np
import mindspore.dataset as ds
from mindspore.mindrecord import FileWriter
from _conf import emit, emit_error

MODES = ("pynative",)

tmp = tempfile.mkdtemp()
path = os.path.join(tmp, "sh.mindrecord")
writer = FileWriter(path, shard_num=3, overwrite=True)
writer.set_header_size(1 << 14)
writer.set_page_size(1 << 15)
writer.add_schema({"label": {"type": "int32"}, "x": {"type": "bytes"}}, "shards")
for start, stop in ((0, 6), (6, 9), (9, 21)):  # multiples of 3: MindSpore places a remainder at random
    writer.write_raw_data([{"label": i, "x": bytes(3000 + i)} for i in range(start, stop)])
writer.commit()
emit("files", sorted(os.listdir(tmp)))
for name in ("sh.mindrecord0", "sh.mindrecord1", "sh.mindrecord2"):
    with open(os.path.join(tmp, name), "rb") as f:
        emit(name + "_md5", hashlib.md5(f.read()).hexdigest())


def labels(d):
    return [int(r["label"]) for r in d.create_dict_iterator(output_numpy=True)]


emit("all_from_one", labels(ds.MindDataset(os.path.join(tmp, "sh.mindrecord1"), shuffle=False)))
emit("listed_only", labels(ds.MindDataset([os.path.join(tmp, "sh.mindrecord2"), os.path.join(tmp, "sh.mindrecord0")],
                                          shuffle=False)))
for sid in range(3):
    d = ds.MindDataset(os.path.join(tmp, "sh.mindrecord0"), shuffle=False, num_shards=3, shard_id=sid)
    emit(f"shard{sid}_size", d.get_dataset_size())
    emit(f"shard{sid}", labels(d))
d = ds.MindDataset(os.path.join(tmp, "sh.mindrecord0"), num_shards=2, shard_id=1, num_parallel_workers=2)
emit("shuffled_shard_size", d.get_dataset_size())
emit("shuffled_all_sorted", sorted(labels(ds.MindDataset(os.path.join(tmp, "sh.mindrecord0")))))
emit("sizes", [len(bytes(r["x"][0])) for r in ds.MindDataset(os.path.join(tmp, "sh.mindrecord0"), shuffle=False)
               .create_dict_iterator(output_numpy=True)][:4])

# appending to flushed files is refused; existing files without overwrite are refused
emit_error("write_after_commit", writer.write_raw_data, [{"label": 1, "x": b"a"}])
emit_error("exists_no_overwrite", lambda: FileWriter(path, shard_num=3).write_raw_data([{"label": 1, "x": b"a"}]))
emit_error("missing_file", ds.MindDataset, os.path.join(tmp, "nope.mindrecord"))
