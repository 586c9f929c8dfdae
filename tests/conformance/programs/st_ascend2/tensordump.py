"""ops.TensorDump / ops.tensordump on MindSpore's CPU backend (tests/st/ops/ascend/test_tensordump.py): PyNative
writes <file>_<dtype>_<id>.npy (a '.npy' suffix dropped, directories made, one id counter); a graph is MindSpore's
CPU RuntimeError (no kernel); argument errors."""
import os
import tempfile
import time
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops.primitive import _run_op
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, path):
        super().__init__()
        self.dump = ops.TensorDump()
        self.path = path

    def construct(self, x):
        self.dump(self.path + "/x", x)
        y = x + 1
        self.dump(self.path + "/y.npy", y)
        return y


d = tempfile.mkdtemp()
x = Tensor(np.arange(6).reshape(2, 3).astype(np.float32))
if ms.get_context("mode") == ms.GRAPH_MODE:
    emit_error("graph", lambda: Net(d)(x))
else:
    emit("out", Net(d)(x))
    ops.tensordump(d + "/sub/b", Tensor(np.array([True, False])))
    ops.tensordump(d + "/c", Tensor(np.array([1, 2], np.int8)), "in")
    ops.TensorDump()(d + "/{rank}/{step}/e", Tensor(np.float16(2.5)))
    ops.tensordump("<tensordump-update-step>", Tensor([1.0]))
    time.sleep(0.5)
    files = []
    for root, _, names in os.walk(d):
        for n in names:
            files.append(os.path.relpath(os.path.join(root, n), d))
    files.sort()
    emit("files", files)
    emit("values", [np.load(os.path.join(d, f)).tolist() for f in files])
emit_error("bad_mode", lambda: ops.TensorDump("all"))
emit_error("empty_file", lambda: ops.TensorDump()("", x))
emit_error("file_type", lambda: ops.TensorDump()(1, x))
emit_error("input_type", lambda: ops.TensorDump()("a", 1))
emit_error("fn_file_type", lambda: ops.tensordump(1, x))
emit_error("fn_tensor_type", lambda: ops.tensordump("a", 1))
emit_error("fn_mode", lambda: ops.tensordump("a", x, "all"))
emit_error("fn_mode2", lambda: ops.tensordump("a", x, "both"))
emit_error("run_op", lambda: _run_op(ops.TensorDump(), "TensorDump", ("<tensordump-update-step>", x)))
emit("run_op_add", _run_op(ops.Add(), "Add", (x, x)))
