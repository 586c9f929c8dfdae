"""Python's ``sum`` of a Tensor in graph code: MindSpore 2.10 computes ``start + x.sum(0)`` with SumExt, which
widens bool, int8-int32 and uint8 to Int64 (an int8 Tensor's sum is Int64 and does not wrap, a uint8 one is 260,
not 4), where PyNative adds the rows in Python (Int8 / UInt8, wrapping).  msgraph's graph had added the rows.
``all`` / ``any`` of a 2-d Tensor take each row's truth: a ValueError for rows of several elements (msgraph's graph
had refused the call, a TypeError), a row of one element is its truth, no rows is True / False.  ``max`` / ``min``
of an empty Tensor: MindSpore's ValueError ("Max cannot deal with empty input", a TypeError MSG406 here before).  Found by adapting
st graph_syntax python_builtin_functions test_sum / test_all_any to other dtypes and shapes (session 31)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit_error


class Net(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *args):
        return self.fn(*args)


def s(x):
    return sum(x)


def s_start(x):
    return sum(x, 10)


def s_fstart(x):
    return sum(x, 2.5)


def s_tstart(x, t):
    return sum(x, t)


def s_expr(x):
    return sum(x * 2)


def max_min(x):
    return max(x), min(x)


def all_any(x):
    return all(x), any(x)


for dt in (np.int8, np.uint8, np.int32, np.int64, np.float16, np.float32, np.bool_):
    name = np.dtype(dt).name
    x = Tensor(np.array([100, -1, 2]).astype(dt))
    emit_error("sum %s" % name, Net(s), x)
    emit_error("sum start %s" % name, Net(s_start), x)
    emit_error("sum float start %s" % name, Net(s_fstart), x)
    emit_error("sum 2d %s" % name, Net(s), Tensor(np.array([[100, -1], [100, 3]]).astype(dt)))
    emit_error("sum expr %s" % name, Net(s_expr), Tensor(np.array([[100, -1], [100, 3]]).astype(dt)))
    emit_error("sum 3d %s" % name, Net(s), Tensor(np.ones((2, 1, 2)).astype(dt)))
    emit_error("sum one %s" % name, Net(s), Tensor(np.array([5]).astype(dt)))
x8 = Tensor(np.array([[100, -1], [100, 3]], np.int8))
emit_error("sum int8 tensor start", Net(s_tstart), x8, Tensor(np.array([1], np.int8)))
emit_error("sum int8 float16 start", Net(s_tstart), x8, Tensor(np.array([1], np.float16)))
emit_error("sum tuple of tensors", Net(s), (Tensor(np.array([100], np.int8)), Tensor(np.array([100], np.int8))))
emit_error("all any 2x2", Net(all_any), Tensor(np.array([[0, 1], [2, 3]], np.int32)))
emit_error("all any 3x1", Net(all_any), Tensor(np.array([[0], [2], [3]], np.int32)))
emit_error("all any 2x1x1", Net(all_any), Tensor(np.array([[[1]], [[2]]], np.float32)))
emit_error("all any 0x2", Net(all_any), Tensor(np.zeros((0, 2), np.float32)))
emit_error("all any 2x0", Net(all_any), Tensor(np.zeros((2, 0), np.float32)))
emit_error("max min empty", Net(max_min), Tensor(np.zeros((0,), np.float32)))
emit_error("max min empty int", Net(max_min), Tensor(np.zeros((0,), np.int32)))
emit_error("max min empty 2-d", Net(max_min), Tensor(np.zeros((0, 2), np.float32)))
emit_error("max min one element", Net(max_min), Tensor(np.array([3], np.float32)))
