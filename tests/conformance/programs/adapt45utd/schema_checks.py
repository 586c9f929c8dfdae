"""ds.Schema(path) and Schema.parse_columns checks (adapted from ut/python/dataset/test_schema.py
test_schema_exception): a path that is not a str is a TypeError -- msgraph handed a number to open(), which took it
for a file descriptor (Schema(1) read and then closed stdout) --, a missing path or a directory a ValueError, a file
that is not JSON a RuntimeError; columns without a name or a type, or neither a dict nor a list, RuntimeErrors."""
import os
import tempfile

import mindspore.dataset as ds
from _conf import emit, emit_error

MODES = ("pynative",)
DIR = tempfile.mkdtemp(prefix="adapt45utd_schema_")
BAD = os.path.join(DIR, "bad.json")
with open(BAD, "w") as f:
    f.write("not json")
GOOD = os.path.join(DIR, "good.json")
with open(GOOD, "w") as f:
    f.write('{"columns": {"a": {"type": "int8", "shape": [2]}}, "numRows": 3}')

emit_error("path_int", lambda: ds.Schema(1))
emit("stdout_still_open", "yes")
emit_error("path_bytes", lambda: ds.Schema(GOOD.encode()))
emit_error("path_missing", lambda: ds.Schema(os.path.join(DIR, "nope.json")))
emit_error("path_directory", lambda: ds.Schema(DIR))
emit_error("not_json", lambda: ds.Schema(BAD))
emit("good_file_rows", ds.GeneratorDataset(lambda: iter([([1, 2],), ([3, 4],)]), schema=ds.Schema(GOOD),
                                           shuffle=False).get_col_names())
emit_error("columns_without_name", lambda: ds.Schema().parse_columns([{"type": "int8", "shape": [3, 3]}]))
emit_error("columns_without_type", lambda: ds.Schema().parse_columns([{"name": "a", "shape": [3, 3]}]))
emit_error("columns_int", lambda: ds.Schema().parse_columns(1))
emit("columns_dict", ds.Schema().parse_columns({"a": {"type": "int8", "shape": [3]}}))
