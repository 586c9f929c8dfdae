"""``ops.auto_generate.ScatterValue()(input, dim, index, value)`` where the value is a number known only when the
graph runs (``float(t)`` / ``int(d)`` of Tensor arguments inside a Cell: MindSpore's st TEST_OP passes numbers that
way for its resize check).  MindSpore 2.10 fills index's positions with it in Graph mode as with a literal
(measured); msgraph's Graph mode took the number for a 0-d ``src`` Tensor and raised "For 'Scatter', the shape of
'index' and the shape of 'src' should be same" (st mint/test_scatter.py test_f_scatter_scalar_value_dynamic with the
mode flipped, found by flip47o)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, nn
from _conf import emit


class RuntimeNumber(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = ops.auto_generate.ScatterValue()

    def construct(self, x, dim, index, v):
        return self.op(x, int(dim), index, float(v))


x = Tensor(np.zeros((3, 4)), ms.float32)
idx = Tensor(np.array([[0, 1], [1, 2]]), ms.int64)
emit("runtime_number_dim1", RuntimeNumber()(x, Tensor(1), idx, Tensor(2.5)))
emit("runtime_number_dim0", RuntimeNumber()(x, Tensor(0), idx, Tensor(-1.0)))
x3 = Tensor(np.arange(24).reshape(2, 3, 4).astype(np.float32))
idx3 = Tensor(np.array([[[0, 1], [1, 2]]]), ms.int64)
emit("runtime_number_3d", RuntimeNumber()(x3, Tensor(2), idx3, Tensor(7.0)))
