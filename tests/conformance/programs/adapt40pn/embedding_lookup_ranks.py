"""adapt40pn: ``P.EmbeddingLookup()`` input ranks (MindSpore 2.10 CPU; adapted from
st/pynative/test_pynative_embeddinglookup.py).

MindSpore's infer takes params of rank 1 or 2 and indices of rank >= 1: a 3-d or 0-d params, or 0-d indices, is its
ValueError in both modes; msgraph gathered rows anyway (a 3-d params gave rows of matrices, 0-d indices one row)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops import operations as P
from _conf import emit, emit_error


class EL(nn.Cell):
    def __init__(self, offset):
        super().__init__()
        self.op = P.EmbeddingLookup()
        self.offset = offset

    def construct(self, p, i):
        return self.op(p, i, self.offset)


P1 = Tensor(np.arange(4.0).astype(np.float32))
P2 = Tensor(np.arange(8.0).reshape(4, 2).astype(np.float32))
P3 = Tensor(np.arange(8.0).reshape(2, 2, 2).astype(np.float32))
P0 = Tensor(np.array(2.0, np.float32))
I1 = Tensor(np.array([1, 4, 0], np.int32))
I2 = Tensor(np.array([[1], [2]], np.int64))
I0 = Tensor(np.array(2, np.int32))

emit("params_1d", EL(1)(P1, I1))
emit("params_2d", EL(1)(P2, I1))
emit("params_2d_indices_2d", EL(0)(P2, I2))
emit("params_2d_offset10", EL(10)(P2, I1))
emit_error("params_3d", lambda: EL(0)(P3, I1))
emit_error("params_0d", lambda: EL(0)(P0, I1))
emit_error("indices_0d", lambda: EL(0)(P2, I0))
emit_error("indices_0d_params_1d", lambda: EL(1)(P1, I0))
