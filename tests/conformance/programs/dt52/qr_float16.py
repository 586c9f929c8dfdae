"""A Python QR primitive (MindSpore's CPU QR kernel behind a PrimitiveWithInfer, as st test_qr_op.py writes it)
given a float16 matrix (both modes).

MindSpore 2.10's QR kernel runs float16 (q and r float16, the float32 / float64 decomposition rounded); int32 and
complex64 are TypeErrors.  msgraph's QR took float32 / float64 only: a TypeError for float16.  Found by dt51 / dt52's
value dump with the tests' float32 inputs in float16 (test_qr_op.py::test_lu_net, 6 tests)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops import PrimitiveWithInfer, prim_attr_register
from _conf import emit, emit_error


class QR(PrimitiveWithInfer):
    @prim_attr_register
    def __init__(self, mode="full"):
        super().__init__(name="QR")
        self.mode = mode
        self.init_prim_io_names(inputs=['x'], outputs=['q', 'r'])

    def __infer__(self, x):
        m, n = x['shape']
        if self.mode == "economic":
            qs, rs = (m, min(m, n)), (min(m, n), n)
        else:
            qs, rs = (m, m), (m, n)
        return {'shape': (qs, rs), 'dtype': (x['dtype'], x['dtype']), 'value': None}


class Net(nn.Cell):
    def __init__(self, mode):
        super().__init__()
        self.qr = QR(mode)

    def construct(self, a):
        return self.qr(a)


a = np.arange(12).reshape(4, 3) / 7 + np.eye(4, 3)
b = np.arange(15).reshape(3, 5) / 11 - np.eye(3, 5)
emit("full_f16", Net("full")(Tensor(a.astype(np.float16))))
emit("economic_f16", Net("economic")(Tensor(a.astype(np.float16))))
emit("full_wide_f16", Net("full")(Tensor(b.astype(np.float16))))
emit("economic_f32", Net("economic")(Tensor(b.astype(np.float32))))
emit_error("int32", Net("full"), Tensor(a.astype(np.int32)))
