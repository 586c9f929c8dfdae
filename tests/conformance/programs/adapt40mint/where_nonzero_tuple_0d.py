"""`mint.where(condition)` / `mint.nonzero(x, as_tuple=True)` / `ops.nonzero(x, as_tuple=True)` of a 0-d input (the
st/mint test_where overload with a scalar condition): MindSpore 2.10's Graph mode counts it as one element -- a
tuple of one int64 Tensor, [0] when nonzero, empty when zero; msgraph's Graph mode returned an empty tuple (found by
the adapt40mint sweep).  PyNative: MindSpore 2.10 has no CPU kernel for the tuple form (RuntimeError), as msgraph."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, nn, ops
from _conf import emit, emit_error


class Where(nn.Cell):
    def construct(self, c):
        return mint.where(c)


class NonzeroTuple(nn.Cell):
    def construct(self, c):
        return mint.nonzero(c, as_tuple=True)


class OpsNonzeroTuple(nn.Cell):
    def construct(self, c):
        return ops.nonzero(c, as_tuple=True)


for name, c in (("f_zero", Tensor(np.float32(0.0))), ("f_two", Tensor(np.float32(2.0))),
                ("i_zero", Tensor(np.int32(0))), ("b_true", Tensor(True)), ("vec", Tensor(np.array([0.0, 1.0, 3.0], np.float32)))):
    emit_error(f"where_{name}", lambda: Where()(c))
    emit_error(f"nonzero_tuple_{name}", lambda: NonzeroTuple()(c))
    emit_error(f"ops_nonzero_tuple_{name}", lambda: OpsNonzeroTuple()(c))
