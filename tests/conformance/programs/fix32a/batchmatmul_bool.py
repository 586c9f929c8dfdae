"""BatchMatMul of bool Tensors whose batch dimensions differ (cpu32's variant sweep): MindSpore 2.10 refuses the
bool dtype (TypeError) before its CPU broadcast check (ValueError), in Graph mode; also a bool / float32 pair and
a bool pair with unequal inner dimensions (TypeError), float32 pairs with unequal batches (ValueError).  In
PyNative MindSpore's class for the later calls depends on the calls before it in the process (measured: TypeError
or ValueError for the same call, its errors surfacing at a later call), so only Graph mode records them."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error


class C(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = ops.BatchMatMul()

    def construct(self, a, b):
        return self.op(a, b)


def B(*s):
    return Tensor(np.ones(s, np.bool_))


def F(*s):
    return Tensor(np.ones(s, np.float32))


if ms.get_context("mode") == ms.GRAPH_MODE:
    emit_error("bool_batch_3_vs_2", lambda: C()(B(2, 2, 3), B(3, 3, 4)))
    emit_error("bool_batch_1_vs_2", lambda: C()(B(2, 2, 3), B(1, 3, 4)))
    emit_error("bool_same_batch", lambda: C()(B(2, 2, 3), B(2, 3, 4)))
    emit_error("bool_float", lambda: C()(B(2, 2, 3), F(2, 3, 4)))
    emit_error("bool_bad_k", lambda: C()(B(2, 2, 3), B(2, 4, 4)))
    emit_error("float_batch_1_vs_2", lambda: C()(F(2, 2, 3), F(1, 3, 4)))
    emit_error("float_batch_3_vs_2", lambda: C()(F(2, 2, 3), F(3, 3, 4)))
emit("float_ok", C()(F(2, 2, 3), F(2, 3, 4)))
