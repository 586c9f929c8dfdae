"""mindspore.dataset.LineReader (also mindspore.dataset.utils.LineReader): a text file's lines by 1-based number
(adapted from ut/python/dataset/test_utils_linereader.py, which msgraph could not run: no LineReader): len, readline,
[i], CRLF and empty lines, a last line without a newline, the argument errors, a missing path or a directory."""
import os
import tempfile

import mindspore.dataset as ds
import mindspore.dataset.utils as utils
from _conf import emit, emit_error

MODES = ("pynative",)
DIR = tempfile.mkdtemp(prefix="adapt45utd_lr_")
PATH = os.path.join(DIR, "lines.txt")
with open(PATH, "wb") as f:
    f.write("a\r\nbé\n\n  c \n\nd".encode("utf-8"))
with open(os.path.join(DIR, "two.txt"), "wb") as f:
    f.write(b"x\ny\n")
with open(os.path.join(DIR, "empty.txt"), "wb") as f:
    pass

r = ds.LineReader(PATH)
emit("len", r.len())
emit("dunder_len", len(r))
emit("lines", [r.readline(i) for i in range(1, 7)])
emit("getitem_3", r[3])
emit_error("getitem_0", lambda: r[0])
emit_error("getitem_negative", lambda: r[-1])
emit_error("readline_bool", lambda: r.readline(True))
emit_error("readline_float", lambda: r.readline(1.0))
emit_error("readline_str", lambda: r.readline("1"))
emit_error("readline_past_end", lambda: r.readline(7))
emit("close", r.close())
emit("after_close", r.readline(1))
emit("trailing_newline_len", ds.LineReader(os.path.join(DIR, "two.txt")).len())
emit("empty_len", ds.LineReader(os.path.join(DIR, "empty.txt")).len())
emit_error("empty_readline", lambda: ds.LineReader(os.path.join(DIR, "empty.txt")).readline(1))
emit_error("missing_file", lambda: ds.LineReader(os.path.join(DIR, "nope.txt")))
emit_error("directory", lambda: ds.LineReader(DIR))
emit_error("int_path", lambda: ds.LineReader(123))
emit("utils_same_class", utils.LineReader is ds.LineReader)
emit_error("iterate", lambda: list(iter(ds.LineReader(os.path.join(DIR, "two.txt")))))
