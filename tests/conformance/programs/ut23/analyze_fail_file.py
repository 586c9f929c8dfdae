"""tests/ut/python/debug/test_analyze_fail.py adapted: a Graph-mode compile that fails at a line of the user's code
(here a method called with one argument too many) writes ``<MS_OM_PATH or .>/rank_0/om/analyze_fail.ir`` and the
error's text names that file.  msgraph wrote no file."""
import os
import shutil
import tempfile
import numpy as np
import mindspore as ms
from mindspore import Tensor, context, nn, ops
from _conf import emit

MODES = ("graph",)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.add = ops.Add()
        self.div = ops.Div()

    def func(self, x, y):
        return self.div(x, y)

    def construct(self, x, y):
        a = self.add(x, y)
        return self.func(a, a, y)


folder = tempfile.mkdtemp()
os.environ["MS_OM_PATH"] = folder
try:
    Net()(Tensor(np.float32(3)), Tensor(np.float32(2)))
    emit("raised", None)
except TypeError as exc:
    text = str(exc)
    emit("raised", "TypeError")
    emit("message_names_file", "rank_0/om/analyze_fail.ir" in text and folder in text)
emit("file_written", os.path.exists(os.path.join(folder, "rank_0", "om", "analyze_fail.ir")))
del os.environ["MS_OM_PATH"]
shutil.rmtree(folder)
