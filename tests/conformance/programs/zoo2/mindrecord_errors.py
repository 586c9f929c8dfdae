"""FileWriter argument and schema checks, and rows that do not match the schema (dropped with a warning)."""
import os
import tempfile

import numpy as np
import mindspore.dataset as ds
from mindspore.mindrecord import FileWriter
from _conf import emit, emit_error

MODES = ("pynative",)

tmp = tempfile.mkdtemp()
path = os.path.join(tmp, "err.mindrecord")
emit_error("shard_num_zero", FileWriter, path, shard_num=0)
emit_error("shard_num_str", FileWriter, path, shard_num="a")
emit_error("overwrite_int", FileWriter, path, overwrite=1)
emit_error("name_not_str", FileWriter, 3)
w = FileWriter(path, overwrite=True)
emit_error("schema_empty", w.add_schema, {})
emit_error("schema_bad_name", w.add_schema, {"a-b": {"type": "int32"}})
emit_error("schema_bad_type", w.add_schema, {"a": {"type": "int8"}})
emit_error("schema_bad_shape", w.add_schema, {"a": {"type": "int32", "shape": 3}})
emit_error("schema_bytes_shape", w.add_schema, {"a": {"type": "bytes", "shape": [-1]}})
w.add_schema({"a": {"type": "int32"}, "b": {"type": "bytes"}, "v": {"type": "float32", "shape": [2]}})
emit_error("index_empty", w.add_index, [])
emit_error("index_str", w.add_index, "a")
emit_error("index_blob", w.add_index, ["b"])
emit_error("index_int", w.add_index, [1])
emit_error("raw_not_list", w.write_raw_data, {"a": 1})
emit_error("raw_item_not_dict", w.write_raw_data, [1])
emit_error("parallel_not_bool", w.write_raw_data, [], parallel_writer=1)
good = {"a": 1, "b": b"x", "v": np.array([1.5, 2.5], np.float32)}
w.write_raw_data([good, {"a": "s", "b": b"y", "v": np.zeros(2, np.float32)}, {"b": b"z"},
                  {"a": 2, "b": b"w", "v": np.zeros(2, np.float64)}, {"a": 3, "b": b"u", "v": np.zeros(3, np.float32)},
                  dict(good, a=4)])
w.commit()
rows = list(ds.MindDataset(path, shuffle=False).create_tuple_iterator(output_numpy=True))
emit("kept_rows", [[int(a), bytes(b[0]).decode(), v.tolist()] for a, b, v in rows])
emit_error("header_size_small", FileWriter(os.path.join(tmp, "h.mindrecord")).set_header_size, 100)
emit_error("page_size_small", FileWriter(os.path.join(tmp, "h.mindrecord")).set_page_size, 100)
emit_error("columns_list_str", ds.MindDataset, path, columns_list="a")
emit_error("shuffle_int", ds.MindDataset, path, shuffle=1)

# return values, a second schema, padding without columns_list, sizes with samplers
w3 = FileWriter(os.path.join(tmp, "e3.mindrecord"), overwrite=True)
emit("returns", [w3.add_schema({"a": {"type": "int32"}, "s": {"type": "string"}}), w3.add_index(["a"]),
                 w3.set_page_size(1 << 15), w3.write_raw_data([{"a": i, "s": str(i)} for i in range(5)]),
                 w3.commit()])
emit_error("schema_twice", w3.add_schema, {"b": {"type": "int32"}})
f3 = os.path.join(tmp, "e3.mindrecord")
for k, kw in enumerate([dict(num_samples=10), dict(num_samples=10, shuffle=False), dict(num_samples=3),
                        dict(num_samples=10, num_shards=2, shard_id=0), dict(num_samples=2, num_shards=2, shard_id=0)]):
    d = ds.MindDataset(f3, **kw)
    emit(f"size_{k}", [d.get_dataset_size(), len(list(d.create_tuple_iterator(output_numpy=True)))])
emit("seq_sampler", [int(r[0]) for r in ds.MindDataset(f3, sampler=ds.SequentialSampler(1, 3))
                     .create_tuple_iterator(output_numpy=True)])
emit("subset_sampler", [int(r[0]) for r in ds.MindDataset(f3, sampler=ds.SubsetSampler([4, 0, 2]))
                        .create_tuple_iterator(output_numpy=True)])
emit_error("padded_needs_columns", ds.MindDataset, f3, num_shards=2, shard_id=1, padded_sample={"a": -1, "s": "p"},
           num_padded=1)
emit("padded", [[int(a), str(s)] for a, s in ds.MindDataset(f3, columns_list=["a", "s"], num_shards=2, shard_id=1,
                                                            shuffle=False, padded_sample={"a": -1, "s": "pad"},
                                                            num_padded=1).create_tuple_iterator(output_numpy=True)])
emit("string_batch", [r[1].tolist() for r in ds.MindDataset(f3, shuffle=False).batch(2)
                      .create_tuple_iterator(output_numpy=True)])
os.remove(f3 + ".db")
emit_error("missing_db", lambda: ds.MindDataset(f3).get_dataset_size())
