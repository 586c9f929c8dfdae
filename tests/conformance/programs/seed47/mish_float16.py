"""P.Mish / ops.mish of float16 inputs, bit for bit (PyNative and Graph mode, alone and inside a Cell).

MindSpore 2.10's CPU Mish computes a float16 input in float32 as x * tanh(log(1 + e^x)) with nnacl's e^x and
rounds once.  msgraph computed tanh(log(1 + e^x)) as (n - 1) / (n + 1), n = (1 + e^x)^2, with numpy's e^x: 57 of
the 65536 float16 inputs came out 1-2 ulps off (these below), and st/ops/cpu test_mish_op::test_mish[float16-(4, 5, 7)]
failed its rtol=1e-3 check under other random inputs (seed47's sweep, K=1; MindSpore passed).  Found by
tests/conformance/tools/seed47_sweep; all 65536 float16 inputs now match (measured)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit

EXACT = dict(rtol=0.0, atol=0.0)
X = np.array([0.4521484375, 0.744140625, -1.2744140625, -2.408203125, -2.443359375, -3.494140625, -3.8515625,
              -4.25390625, -4.5546875, -4.95703125, -5.45703125, -5.9453125, -6.140625, -6.46484375, -6.62890625,
              -6.796875, -6.98828125, -7.08984375, -7.12109375, -7.125, -7.15234375, -7.2109375, -7.22265625,
              -7.36328125, -7.4765625, -7.4921875, -7.52734375, -7.640625, -7.6796875, -7.6875, -7.84375, -7.8828125,
              -8.203125, -8.234375, -8.2578125, -8.3359375, -8.359375, -8.3828125, -8.4921875, -8.5, -8.53125,
              -8.5625, -8.5859375, -8.625, -8.640625, -8.65625, -8.671875, -8.8046875, -8.84375, -9.1953125,
              -9.2109375, -9.3203125, -9.34375, -9.40625, -10.515625, -10.6484375, -11.4140625], np.float16)
# and the st test's shape: (4, 5, 7) values of np.random.random's range
Y = (np.arange(140, dtype=np.float32).reshape(4, 5, 7) * 0.00713 + 0.0021).astype(np.float16)


class MishCell(nn.Cell):
    def __init__(self):
        super().__init__()
        self.mish = P.Mish()

    def construct(self, a):
        return self.mish(a)


emit("mish_f16_edges", P.Mish()(Tensor(X)).asnumpy(), **EXACT)
emit("ops_mish_f16_edges", ops.mish(Tensor(X)).asnumpy(), **EXACT)
emit("mish_cell_f16_edges", MishCell()(Tensor(X)).asnumpy(), **EXACT)
emit("mish_cell_f16_grid", MishCell()(Tensor(Y)).asnumpy(), **EXACT)
emit("mish_f16_dtype", str(MishCell()(Tensor(Y)).dtype))
