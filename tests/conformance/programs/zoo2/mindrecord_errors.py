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
