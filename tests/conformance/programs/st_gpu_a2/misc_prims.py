"""CompareAndBitpack, ops.diag of a dynamic-length input (after Unique), Einsum's empty-input errors and
experimental.MapParameter being importable (tests/st/ops/gpu: compare_and_bitpack, diag, einsum, adam)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
import mindspore.common.dtype as mstype
from mindspore.ops.operations.math_ops import CompareAndBitpack, Einsum
from mindspore.experimental import MapParameter  # noqa: F401
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, p):
        super().__init__()
        self.p = p

    def construct(self, *a):
        return self.p(*a)


class DiagUnique(nn.Cell):
    def __init__(self):
        super().__init__()
        self.unique = ops.Unique()

    def construct(self, x):
        y, _ = self.unique(x)
        return ops.diag(y)


emit("bitpack_f16", Net(CompareAndBitpack())(Tensor(np.arange(1, 9, dtype=np.float16)), Tensor(6, mstype.float16)))
emit("bitpack_int_2d", Net(CompareAndBitpack())(Tensor(np.arange(32, dtype=np.int32).reshape(2, 16) % 7),
                                                 Tensor(3, mstype.int32)))
emit("bitpack_bool", Net(CompareAndBitpack())(Tensor(np.array([1, 0, 1, 1, 0, 0, 0, 1], np.bool_)),
                                               Tensor(False, mstype.bool_)))
emit_error("bitpack_not_8", lambda: Net(CompareAndBitpack())(Tensor(np.arange(6, dtype=np.float32)),
                                                             Tensor(2, mstype.float32)))
emit("diag_unique", DiagUnique()(Tensor(np.array([1, 2, 5, 5, 2, 1], np.float32))))
emit_error("einsum_empty", lambda: Einsum("j,i->ji")(()))


class Pool3d(nn.Cell):
    def __init__(self):
        super().__init__()
        self.pool = ops.operations.nn_ops.AdaptiveMaxPool3D()

    def construct(self, x, output_size):
        return self.pool(x, output_size)


px = Tensor(np.arange(2 * 3 * 4 * 5, dtype=np.float32).reshape(1, 2, 3, 4, 5) % 7)
emit("adaptive_max_pool3d_tensor_size", Pool3d()(px, Tensor(np.array([2, 2, 3], np.int32))))
